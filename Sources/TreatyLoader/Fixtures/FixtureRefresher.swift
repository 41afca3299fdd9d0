import Foundation
public import TreatyContract
public import TreatyTooling

/// Puts recorded live responses in place of scenario fixtures (`treaty fixtures refresh`), so
/// the offline suite runs on what the API really sends today.
///
/// For each scenario with a `fixture:`, the candidate is `<endpoint>-<status>-live.json` in the
/// recordings folder (``RecordedFixture``). Only scenarios that expect success are refreshed:
/// replacing the body of a scenario that expects a `decoding` or `http` failure with a
/// well-formed success body would silently change what it tests, so those are refused. Every
/// change comes with a diff to review; fixture paths go through the project's confinement.
public struct FixtureRefresher: Sendable {
    public var root: ProjectRoot

    public init(root: ProjectRoot = .discovered) {
        self.root = root
    }

    /// One fixture that changes.
    public struct Change: Sendable, Hashable {
        /// The fixture path, as the contract resolved it.
        public var fixture: String
        public var candidate: String
        /// A unified diff of the fixture's text, old to new.
        public var diff: String
    }

    /// What a refresh found and did.
    public struct Run: Sendable {
        public var changes: [Change] = []
        /// Fixtures whose candidate is identical to them.
        public var unchanged: [String] = []
        /// Refusals (a scenario expecting a failure, a path outside the project) and unreadable candidates.
        public var diagnostics: [Diagnostic] = []
    }

    /// Compares every fixture of `contracts` with its candidate in `folder`; with `write`, replaces it.
    public func refresh(_ contracts: [Contract], from folder: String, write: Bool) -> Run {
        var run = Run()
        var seen: Set<String> = []
        for contract in contracts {
            let project = ProjectFiles(
                root: root.folder(enclosing: RelativePath.directory(of: contract.file).nonEmpty ?? ".", in: .local),
                source: .local)
            for endpoint in contract.endpoints {
                for scenario in endpoint.scenarios {
                    guard case .response(let response) = scenario.outcome, case .fixture(let reference) = response.body else {
                        continue
                    }
                    // Recordings are JSON: a fixture of a response Treaty does not read stays as written.
                    guard endpoint.response(for: response.status)?.readsJSON ?? true else { continue }
                    let candidate = folder + "/" + RecordedFixture.fileName(endpoint: endpoint.id, status: response.status)
                    guard FileManager.default.fileExists(atPath: candidate) else { continue }
                    guard scenario.expect == .success else {
                        run.diagnostics.append(
                            .refreshRefused(scenario.name, endpoint: endpoint.id, expect: scenario.expect, at: scenario.location))
                        continue
                    }
                    guard seen.insert(reference.path).inserted else { continue }
                    refresh(reference.path, from: candidate, in: project, write: write, into: &run)
                }
            }
        }
        return run
    }

    private func refresh(_ fixture: String, from candidate: String, in project: ProjectFiles, write: Bool, into run: inout Run) {
        let at = FileLocation(file: fixture, line: 1, column: 1)
        switch project.resolve(fixture) {
        case .file, .missing: break
        case .special(_, let kind): return run.diagnostics.append(.specialFile("fixture file '\(fixture)'", kind: kind, at: at))
        case .outside(let escape): return run.diagnostics.append(.pathOutsideRoot("fixture file '\(fixture)'", escape, at: at))
        }
        guard let bytes = FileManager.default.contents(atPath: candidate).map(Array.init) else {
            return run.diagnostics.append(.unreadableFile(candidate, reason: "cannot read the recording"))
        }
        let new: String
        do {
            new = JSONWriter.pretty.write(try JSONParser().parse(bytes))
        } catch {
            return run.diagnostics.append(.fixtureUnparsable(candidate, error))
        }
        let old = (try? project.read(fixture)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        guard old != new else { return run.unchanged.append(fixture) }
        if write {
            do {
                try AtomicFile.write(Data(new.utf8), to: FixtureFormatter.writablePath(fixture))
            } catch {
                return run.diagnostics.append(.unreadableFile(fixture, reason: "cannot write: \(error.localizedDescription)"))
            }
        }
        run.changes.append(Change(fixture: fixture, candidate: candidate, diff: LineDiff.unified(old, new, path: fixture)))
    }
}

extension Diagnostic {
    static func refreshRefused(_ scenario: String, endpoint: String, expect: ExpectedOutcome, at location: FileLocation)
        -> Diagnostic
    {
        Diagnostic(
            .warning, "refresh-refused",
            "scenario '\(endpoint)/\(scenario)' expects a '\(expect.rawValue)' outcome; its fixture is not replaced by a recorded response",
            at: location,
            hint: "a recording is what the API sends when it works; failure scenarios keep their hand-made fixtures")
    }
}
