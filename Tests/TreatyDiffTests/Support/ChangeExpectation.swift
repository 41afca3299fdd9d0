import Testing
import TreatyContract

@testable import TreatyDiff

/// Asserts that `report` holds exactly one change with `rule`, of `classification`, at the given place.
func expectChange(
    _ report: DiffReport, _ rule: String, _ classification: ChangeClass, endpoint: String? = nil, status: String? = nil,
    target: String? = nil, pointer: String = "", line: Int? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let matches = report.changes.filter { $0.rule == rule }
    #expect(matches.count == 1, "expected one '\(rule)' in \(report.rules)", sourceLocation: sourceLocation)
    guard let change = matches.first else { return }
    #expect(change.classification == classification, sourceLocation: sourceLocation)
    #expect(change.contract == "Projects", sourceLocation: sourceLocation)
    #expect(change.endpoint == endpoint, sourceLocation: sourceLocation)
    #expect(change.status == status, sourceLocation: sourceLocation)
    #expect(change.target == target, sourceLocation: sourceLocation)
    #expect(change.pointer == pointer, sourceLocation: sourceLocation)
    if let line { #expect(change.location?.line == line, sourceLocation: sourceLocation) }
}
