import TreatyContract

/// The changes between two versions of one endpoint: identity, request, responses, scenarios, live samples.
struct EndpointComparison {
    let old: Endpoint
    let new: Endpoint
    let shapes: ShapeComparison
    /// Either side's scenarios and live samples were built by Treaty from the shapes (an OpenAPI
    /// document): their changes only repeat the shape changes, so they are left out.
    var derived = false

    /// Adds the changes to `found`, at the endpoint's new id.
    func compare(into found: inout FoundChanges) {
        found.at(endpoint: new.id) { found in
            found.add(contentsOf: identityChanges())
            RequestComparison(old: old, new: new, shapes: shapes).compare(into: &found)
            ResponseComparison(shapes: shapes).compare(old.responses, new.responses, into: &found)
            if !derived { found.add(contentsOf: ScenarioComparison.compare(old.scenarios, new.scenarios)) }
            found.add(contentsOf: settingChanges())
        }
    }

    private func identityChanges() -> [Change] {
        var changes: [Change] = []
        if old.id != new.id {
            changes.append(Change(rule: .endpointRenamed, location: new.location, before: old.id, after: new.id))
        }
        if old.method != new.method {
            changes.append(Change(rule: .endpointMethodChanged, location: new.location, before: old.method, after: new.method))
        }
        if old.path.matchKey != new.path.matchKey {
            changes.append(Change(rule: .endpointPathChanged, location: new.location, before: old.path.raw, after: new.path.raw))
        }
        return changes
    }

    /// Summary, response-time budget and live samples: tooling and docs, not the wire.
    private func settingChanges() -> [Change] {
        var changes: [Change] = []
        if old.summary != new.summary {
            changes.append(
                Change(
                    rule: .descriptionChanged, subject: "summary", location: new.location,
                    before: old.summary, after: new.summary))
        }
        if old.maxResponseTime != new.maxResponseTime {
            changes.append(
                Change(
                    rule: .maxResponseTimeChanged, location: new.location,
                    before: old.maxResponseTime.map(String.init), after: new.maxResponseTime.map(String.init)))
        }
        let oldSamples = old.live.map { LiveSampleKey(input: $0.input, expectedStatus: $0.expectedStatus) }
        let newSamples = new.live.map { LiveSampleKey(input: $0.input, expectedStatus: $0.expectedStatus) }
        if oldSamples != newSamples, !derived {
            changes.append(
                Change(
                    rule: .liveSamplesChanged, location: new.live.first?.location ?? new.location,
                    before: "\(oldSamples.count) samples", after: "\(newSamples.count) samples"))
        }
        return changes
    }
}

/// A live sample without its location, so moving it in the file is no change.
private struct LiveSampleKey: Hashable {
    var input: RequestInput
    var expectedStatus: Int?
}
