public import TreatyContract

/// Merges a fresh import of an API description into the contract an earlier import wrote, so
/// re-importing after the spec changed never destroys what a person added.
///
/// The rule, given the `existing` contract (loaded from the previously imported file) and the
/// freshly `imported` one:
///
/// - **The spec is the source of truth for shapes.** Endpoints (in the imported order), their
///   methods, paths, request specs and responses, the default headers and the named schemas all
///   come from `imported`. Endpoint summaries and `maxResponseTime`, and the contract's `version`,
///   `description` and `baseURL`, come from `imported` when it has them and stay as they were otherwise.
/// - **Treaty's own settings stay.** The file path, `name`, `stubHost` and `fixtures:` folder are
///   kept from `existing`; `allow:` keeps the existing entries and gains new imported ones.
/// - **Scenarios are never lost.** For every endpoint id present in both, all of the existing
///   endpoint's scenarios are kept exactly as they are (edited or hand-written, in their order),
///   then the imported scenarios whose names are not taken are appended. An endpoint new in the
///   spec brings its imported scenarios. Live samples: the existing ones when there are any,
///   otherwise the imported ones.
/// - **Vanished endpoints are a conflict.** An endpoint no longer in the spec but with scenarios in
///   `existing` is reported in ``Result/conflicts`` and stays in the merged contract (after the
///   imported endpoints), so the CLI can refuse to write; with `prune: true` it is dropped and
///   reported in ``Result/dropped``. A vanished endpoint without scenarios is simply gone.
///
/// Fixture files are the caller's: ``Result/fixtureNames`` lists the fixtures the merged scenarios
/// name, so `treaty import` writes only the missing ones.
///
/// ```swift
/// let result = ImportMerge(prune: options.prune).merge(existing: previous, imported: fresh)
/// guard result.conflicts.isEmpty else { throw RefusedImport(result.conflicts) }
/// ```
public struct ImportMerge: Sendable {
    /// Whether endpoints that vanished from the spec are dropped together with their scenarios.
    public var prune: Bool

    public init(prune: Bool = false) {
        self.prune = prune
    }

    /// The merged contract and what happened to each scenario.
    public func merge(existing: Contract, imported fresh: Contract) -> Result {
        let imported = fresh.relocated(to: existing.file, fixtureDirectory: existing.fixtureDirectory)
        var result = Result(contract: mergedSettings(existing: existing, imported: imported))
        var endpoints: [Endpoint] = []
        for endpoint in imported.endpoints {
            guard let previous = existing.endpoint(endpoint.id) else {
                result.added += endpoint.scenarios.map { ScenarioEntry(endpoint: endpoint.id, $0) }
                endpoints.append(endpoint)
                continue
            }
            endpoints.append(merged(previous, endpoint, into: &result))
        }
        let importedIDs = Set(imported.endpoints.map(\.id))
        for endpoint in existing.endpoints where !importedIDs.contains(endpoint.id) {
            if endpoint.scenarios.isEmpty {
                result.removed.append(endpoint.id)
            } else if prune {
                result.dropped.append(VanishedEndpoint(endpoint: endpoint.id, scenarios: endpoint.scenarios.map(\.name)))
            } else {
                result.conflicts.append(VanishedEndpoint(endpoint: endpoint.id, scenarios: endpoint.scenarios.map(\.name)))
                endpoints.append(endpoint)
            }
        }
        result.contract.endpoints = endpoints
        return result
    }

    /// The contract-level fields: shapes and what the spec states from `imported`, Treaty's settings from `existing`.
    private func mergedSettings(existing: Contract, imported: Contract) -> Contract {
        var contract = imported
        contract.formatVersion = existing.formatVersion
        contract.name = existing.name
        contract.stubHost = existing.stubHost
        contract.description = imported.description ?? existing.description
        contract.baseURL = imported.baseURL ?? existing.baseURL
        if imported.version.isEmpty { contract.version = existing.version }
        contract.allowlist = existing.allowlist + imported.allowlist.filter { !existing.allowlist.contains($0) }
        contract.endpoints = []
        return contract
    }

    /// The imported endpoint carrying every existing scenario, then the imported scenarios with free names.
    private func merged(_ previous: Endpoint, _ endpoint: Endpoint, into result: inout Result) -> Endpoint {
        var merged = endpoint
        merged.summary = endpoint.summary ?? previous.summary
        merged.maxResponseTime = endpoint.maxResponseTime ?? previous.maxResponseTime
        merged.scenarios = previous.scenarios
        result.kept += previous.scenarios.map { ScenarioEntry(endpoint: endpoint.id, $0) }
        let taken = Set(previous.scenarios.map(\.name))
        for scenario in endpoint.scenarios {
            if taken.contains(scenario.name) {
                result.skipped.append(ScenarioEntry(endpoint: endpoint.id, scenario))
            } else {
                merged.scenarios.append(scenario)
                result.added.append(ScenarioEntry(endpoint: endpoint.id, scenario))
            }
        }
        merged.live = previous.live.isEmpty ? endpoint.live : previous.live
        return merged
    }
}
