import TreatyContract

/// Checks that a scenario's fixture file exists and holds valid JSON.
struct FixtureChecker {
    let files: FileSource

    func check(_ fixture: FixtureReference, directory: String, at location: SourceLocation) -> [Diagnostic] {
        guard files.fileExists(fixture.path) else {
            let names = files.listFolder(directory) ?? []
            return [
                .missingFixture(
                    fixture.name, directory: directory, suggestion: Suggestion.closest(to: fixture.name, among: names),
                    at: location)
            ]
        }
        guard let bytes = try? files.read(fixture.path) else { return [] }
        do {
            _ = try JSONParser().parse(bytes)
            return []
        } catch {
            return [
                .invalidFixtureJSON(error.message, at: SourceLocation(file: fixture.path, line: error.line, column: error.column))
            ]
        }
    }
}
