public import TreatyContract
import TreatyTooling

/// Plans what `treaty import openapi SPEC --out DIR` writes: reviewable Treaty contracts and
/// canonical fixtures, merged with what an earlier import wrote there.
///
/// Pure: the caller loads the spec (through the OpenAPI front end) and any contract already in
/// `DIR`, then writes ``Plan/files``. Every response example becomes a fixture file
/// `<endpoint>-<scenario>.json`; bodies synthesized from a schema stay inline in the contract. A
/// fixture file that already exists is never rewritten (a person may have edited it), and a
/// re-import keeps every scenario of the previous file (see ``ImportMerge``).
public struct OpenAPIImport: Sendable {
    /// How contracts are cut.
    public enum Split: String, Sendable, Hashable, CaseIterable {
        /// One contract for the whole document.
        case none
        /// One contract per first tag (untagged operations go to `Default`), sharing one
        /// `schemas.yaml`.
        case tag
    }

    public var selection: ImportSelection
    public var split: Split
    /// `--name`: the contract name instead of the one derived from `info.title`.
    public var name: String?
    public var prune: Bool

    public init(selection: ImportSelection = ImportSelection(), split: Split = .none, name: String? = nil, prune: Bool = false) {
        self.selection = selection
        self.split = split
        self.name = name
        self.prune = prune
    }

    /// One file to write.
    public struct File: Sendable, Hashable {
        public var path: String
        public var text: String
        /// False for fixtures: written only when no file is there.
        public var replaces: Bool
    }

    /// What an import would write and what it did with each operation and example.
    public struct Plan: Sendable, Hashable {
        public var files: [File] = []
        public var imported: [String] = []
        /// Operations left out, as `id: reason`.
        public var skipped: [String] = []
        public var fixturesFromExamples = 0
        public var synthesized = 0
        /// Endpoints no longer in the spec that still have scenarios: the import is refused unless pruned.
        public var conflicts: [ImportMerge.VanishedEndpoint] = []
        public var dropped: [ImportMerge.VanishedEndpoint] = []
        public var keptScenarios = 0
        public var omissions: [String] = []
        /// Fixture files to write if they are not there yet.
        var fixtureFiles: [File] = []
    }

    /// The plan for `contract` (decoded from `spec`) written into `folder`.
    /// - Parameters:
    ///   - existing: the contract already at a path, if any (loaded by the caller).
    ///   - fixtureExists: whether a fixture file is already on disk.
    public func plan(
        _ contract: Contract, spec: String, folder: String, existing: (String) -> Contract?, fixtureExists: (String) -> Bool
    ) -> Plan {
        var plan = Plan()
        var selected = contract
        selected.endpoints = contract.endpoints.filter { endpoint in
            guard let reason = selection.exclusion(of: endpoint) else { return true }
            plan.skipped.append("\(endpoint.id): \(reason)")
            return false
        }
        plan.imported = selected.endpoints.map(\.id)
        if !plan.skipped.isEmpty { selected = selected.keepingReachableSchemas() }
        if let name {
            selected.stubHost = Self.fileStem(name) + ".test.invalid"
            selected.name = name
        }
        let fixtures = RelativePath.join(folder, "fixtures")
        for part in parts(of: selected, folder: folder) {
            var fresh = part.contract.relocated(to: part.path, fixtureDirectory: fixtures).keepingShapesShallow()
            fresh.endpoints = fresh.endpoints.map { extractFixtures($0, into: &plan, folder: fixtures) }
            var final = fresh
            if let previous = existing(part.path) {
                let merge = ImportMerge(prune: prune).merge(existing: previous, imported: fresh)
                plan.conflicts += merge.conflicts
                plan.dropped += merge.dropped
                plan.keptScenarios += merge.kept.count
                final = merge.contract
            }
            let output = ContractYAMLWriter(headerComments: header(spec: spec)).write(final)
            plan.omissions += output.omissions.map { "\(part.path): \($0)" }
            plan.files.append(File(path: part.path, text: output.text, replaces: true))
        }
        plan.files += plan.fixtureFiles.filter { !fixtureExists($0.path) }
        return plan
    }

    private func header(spec: String) -> [String] {
        [
            "Imported by 'treaty import openapi' from \(spec).",
            "Re-importing keeps every scenario and fixture here; endpoints, requests, responses and schemas follow the spec.",
        ]
    }
}
