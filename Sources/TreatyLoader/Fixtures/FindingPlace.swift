import TreatyContract
import TreatyTooling

/// Moves a body finding to where the mistake is: the offending value in the fixture file.
///
/// Verification finds problems by JSON pointer. For a fixture, the finding is placed at the
/// line and column where the pointer's value starts in the fixture (the deepest value along it
/// for a missing member), and the scenario that uses the fixture becomes a related location.
/// Inline and raw bodies have no file of their own, so their findings stay at the scenario.
struct FindingPlace {
    let scenario: Scenario
    let endpoint: Endpoint
    let body: FixtureVerifier.Body

    func locate(_ diagnostic: Diagnostic) -> Diagnostic {
        guard case .parsed(_, _, let fixture?) = body else { return diagnostic }
        var moved = diagnostic
        let position = JSONPointerLocator.position(of: diagnostic.pointer ?? "", in: fixture.bytes)
        moved.location = FileLocation(file: fixture.path, line: position?.line ?? 1, column: position?.column ?? 1)
        moved.related.append(.scenarioUsingFixture(scenario.name, endpoint: endpoint.id, at: scenario.location))
        return moved
    }
}

extension Diagnostic {
    /// The diagnostic with the JSON pointer of the value it is about.
    func pointing(at pointer: String) -> Diagnostic {
        var copy = self
        copy.pointer = pointer
        return copy
    }
}
