import TreatyContract
import TreatyTooling

/// Checks that a scenario's fixture file exists and holds valid JSON, or, for a response declared
/// with a media type Treaty does not read, text the generated suite can embed (`contentType:
/// text/csv`) or any bytes (`contentType: image/png`).
///
/// The decoder already refused fixture paths that leave the project or name something other
/// than a regular file; this reads the rest through the same ``ProjectFiles``.
struct FixtureChecker {
    let project: ProjectFiles

    /// What reading a fixture as a body of one form found: the same for every scenario that names
    /// it, so a load remembers it per file (``ProjectFileCache``).
    enum Outcome: Sendable, Hashable {
        /// Of its form, or not read at all: unreadable and oversized files are reported elsewhere.
        case fine
        /// Where, in the file, it stops being of its form, and why.
        case invalidJSON(message: String, line: Int, column: Int)
        case invalidText(message: String, line: Int, column: Int)
    }

    /// Findings for one scenario's fixture: a file that is not of its `form` (JSON, or text) is
    /// reported in the file, with `usedBy` (the scenario) as its related location; a missing one
    /// at `location`.
    func check(
        _ fixture: FixtureReference, form: BodyForm = .json, directory: String, at location: FileLocation,
        usedBy: RelatedLocation
    ) -> [Diagnostic] {
        switch project.resolve(fixture.path) {
        case .file(let path):
            guard form != .bytes else { return [] }
            let outcome =
                project.cache?.fixtureChecks.value(for: .init(path: path, form: form)) { read(path, as: form) }
                ?? read(path, as: form)
            var diagnostic: Diagnostic
            switch outcome {
            case .fine:
                return []
            case .invalidJSON(let message, let line, let column):
                diagnostic = .invalidFixtureJSON(message, at: FileLocation(file: fixture.path, line: line, column: column))
            case .invalidText(let message, let line, let column):
                diagnostic = .invalidFixtureText(message, at: FileLocation(file: fixture.path, line: line, column: column))
            }
            diagnostic.related = [usedBy]
            return [diagnostic]
        case .missing:
            let suggestion = Suggestion.closest(to: fixture.name, among: regularFiles(in: directory))
            return [.missingFixture(fixture.name, directory: directory, suggestion: suggestion, at: location)]
        case .special, .outside:
            return []  // reported where the contract names it, when it was decoded
        }
    }

    /// Reads the regular file at `path` (resolved inside the project) and checks it is of `form`.
    private func read(_ path: String, as form: BodyForm) -> Outcome {
        guard let bytes = try? project.read(path) else { return .fine }
        guard form == .json else {
            guard let problem = Self.textProblem(bytes) else { return .fine }
            return .invalidText(message: problem.message, line: problem.line, column: problem.column)
        }
        do {
            _ = try JSONParser().parse(bytes)
            return .fine
        } catch {
            return .invalidJSON(message: error.message, line: error.line, column: error.column)
        }
    }

    /// Where `bytes` stop being text the generated suite can embed and a reviewer can read: the
    /// first byte that is not UTF-8, or the first control character other than a tab or a line
    /// break, or a hidden one (a bidirectional control, a byte-order mark). Lines and columns
    /// count from 1, columns in Unicode scalars.
    static func textProblem(_ bytes: [UInt8]) -> (message: String, line: Int, column: Int)? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var line = 1
        var column = 1
        while true {
            switch decoder.decode(&iterator) {
            case .emptyInput:
                return nil
            case .error:
                return ("expected UTF-8 text, found a byte that is not UTF-8", line, column)
            case .scalarValue(let scalar):
                if scalar == "\n" {
                    line += 1
                    column = 1
                    continue
                }
                if scalar != "\t", scalar != "\r", scalar.isHiddenOrControl {
                    return ("expected text without hidden characters, found \(scalar.visibleEscape)", line, column)
                }
                column += 1
            }
        }
    }

    /// The names of the regular files in `directory`, inside the project: a folder or a pipe is
    /// never a suggestion, and nothing outside the project is listed.
    private func regularFiles(in directory: String) -> [String] {
        guard case .special(_, .folder) = project.resolve(directory) else { return [] }
        return (project.source.listFolder(directory) ?? []).filter {
            if case .file = project.resolve(RelativePath.join(directory, $0)) { return true }
            return false
        }
    }
}
