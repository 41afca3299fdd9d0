import TreatyContract

/// Checks that a scenario's fixture file exists and holds valid JSON.
///
/// The decoder already refused fixture paths that leave the project or name something other
/// than a regular file; this reads the rest through the same ``ProjectFiles``.
struct FixtureChecker {
    let project: ProjectFiles

    /// Findings for one scenario's fixture: a file that is not JSON is reported in the file,
    /// with `usedBy` (the scenario) as its related location; a missing one at `location`.
    func check(_ fixture: FixtureReference, directory: String, at location: SourceLocation, usedBy: RelatedLocation)
        -> [Diagnostic]
    {
        switch project.resolve(fixture.path) {
        case .file(let path):
            guard let bytes = try? project.read(path) else { return [] }
            do {
                _ = try JSONParser().parse(bytes)
                return []
            } catch {
                let at = SourceLocation(file: fixture.path, line: error.line, column: error.column)
                var diagnostic = Diagnostic.invalidFixtureJSON(error.message, at: at)
                diagnostic.related = [usedBy]
                return [diagnostic]
            }
        case .missing:
            let suggestion = Suggestion.closest(to: fixture.name, among: regularFiles(in: directory))
            return [.missingFixture(fixture.name, directory: directory, suggestion: suggestion, at: location)]
        case .special, .outside:
            return []  // reported where the contract names it, when it was decoded
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
