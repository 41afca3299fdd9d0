import Foundation

/// The scenarios `TREATY_SCENARIO` names, for running one scenario (or a few) of a generated suite.
///
/// Swift Testing cannot select one argument of a parameterized test from the command line, and a
/// generated XCTest method runs its endpoint's scenarios in a loop, so `--filter` cannot reach one
/// scenario. `TREATY_SCENARIO=listProjects/notFound,getProject` narrows those lists to the
/// scenarios named, an item without `/` naming all of an endpoint's; unset or empty, every
/// scenario runs.
struct ScenarioSelection: Sendable, Hashable {
    /// `endpoint/scenario` and `endpoint` names; nil selects every scenario.
    let names: Set<String>?

    /// Reads the comma-separated list; blank items are ignored.
    init(_ text: String?) {
        let items = (text ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        names = items.isEmpty ? nil : Set(items)
    }

    /// Whether the scenario `endpointID/scenarioName` runs.
    func contains(_ endpointID: String, _ scenarioName: String) -> Bool {
        guard let names else { return true }
        return names.contains(endpointID) || names.contains(endpointID + "/" + scenarioName)
    }
}
