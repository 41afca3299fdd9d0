import TreatyContract

/// The changes to an endpoint's scenarios: they shape the generated offline suite, not the wire,
/// so every change here is informational.
enum ScenarioComparison {
    static func compare(_ old: [Scenario], _ new: [Scenario]) -> [Change] {
        var changes: [Change] = []
        for before in old {
            let target = "scenario.\(before.name)"
            guard let after = new.first(where: { $0.name == before.name }) else {
                changes.append(
                    Change(
                        rule: .scenarioRemoved, subject: before.name, location: before.location,
                        before: summary(before)
                    ).placed(contract: nil, target: target))
                continue
            }
            var (oldSummary, newSummary) = (summary(before), summary(after))
            if oldSummary == newSummary {
                var parts: [String] = []
                if before.outcome != after.outcome { parts.append("stubbed response changed") }
                if before.input != after.input { parts.append("request inputs changed") }
                newSummary += "; " + parts.joined(separator: ", ")
            }
            if before.outcome != after.outcome || before.expect != after.expect || before.input != after.input {
                changes.append(
                    Change(
                        rule: .scenarioChanged, subject: after.name, location: after.location,
                        before: oldSummary, after: newSummary
                    ).placed(contract: nil, target: target))
            }
        }
        for after in new where !old.contains(where: { $0.name == after.name }) {
            changes.append(
                Change(
                    rule: .scenarioAdded, subject: after.name, location: after.location,
                    after: summary(after)
                ).placed(contract: nil, target: "scenario.\(after.name)"))
        }
        return changes
    }

    /// `status 200, expect success`, `transport timedOut`, `sequence rateLimited, success`.
    private static func summary(_ scenario: Scenario) -> String {
        let outcome: String
        switch scenario.outcome {
        case .response(let response): outcome = "status \(response.status)"
        case .transport(let failure): outcome = "transport \(failure.code)"
        case .sequence(let steps): outcome = "sequence \(steps.joined(separator: ", "))"
        }
        return "\(outcome), expect \(scenario.expect.rawValue)"
    }
}
