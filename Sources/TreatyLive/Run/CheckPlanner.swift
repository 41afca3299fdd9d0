import Foundation
public import TreatyContract

/// Turns contracts and command-line settings into a ``CheckPlan``.
///
/// Header values may reference environment variables as `${NAME}`; every variable must be set
/// (a missing one is a ``CheckSetupError`` naming it) and every value read from the environment
/// is masked in reports.
public struct CheckPlanner: Sendable {
    /// `--base-url`, overriding each contract's `baseURL:`.
    public var baseURL: String?
    /// `--header 'Name: value'` lines, sent with every request and overriding the contract's.
    public var headers: [String]
    /// `--only` endpoint ids; empty means all.
    public var only: [String]
    /// `--allow-unsafe`: also send POST, PUT, PATCH and DELETE samples.
    public var allowUnsafe: Bool
    public var environment: [String: String]
    public var options: CheckOptions
    /// `--explore N --seed S`: extra samples per safe endpoint from its parameter shapes.
    public var explorer: InputExplorer?
    /// `--shard K/N`: plan only this shard's endpoints (see ``Shard/assign(_:count:)``).
    public var shard: Shard?

    public init(
        baseURL: String? = nil, headers: [String] = [], only: [String] = [], allowUnsafe: Bool = false,
        environment: [String: String] = [:], options: CheckOptions = CheckOptions()
    ) {
        self.baseURL = baseURL
        self.headers = headers
        self.only = only
        self.allowUnsafe = allowUnsafe
        self.environment = environment
        self.options = options
    }

    static let safeMethods: Set<String> = ["GET", "HEAD", "OPTIONS"]

    /// Resolves every request of `contracts` (safe methods only unless ``allowUnsafe``).
    /// - Throws: ``CheckSetupError`` for an unset variable, an unknown `--only`, a missing or
    ///   invalid base URL, or a sample whose path parameters have no value.
    public func plan(_ contracts: [Contract]) throws(CheckSetupError) -> CheckPlan {
        var expander = VariableExpander(environment: environment)
        let overrides = try commandLineHeaders(&expander)
        try checkOnly(contracts)
        var items: [CheckPlan.Item] = []
        var skipped: [String] = []
        var sentSecrets: [String] = []
        for contract in contracts {
            let base = try resolvedBase(contract)
            let checker = ResponseChecker(schemas: contract.schemaTable)
            for endpoint in contract.endpoints where only.isEmpty || only.contains(endpoint.id) {
                guard allowUnsafe || CheckPlanner.safeMethods.contains(endpoint.method) else {
                    if !endpoint.live.isEmpty {
                        skipped.append("\(endpoint.method) \(endpoint.id): unsafe method; pass '--allow-unsafe' to send it")
                    }
                    continue
                }
                let explored = explorer?.samples(for: endpoint, in: contract) ?? []
                skipped += explorer?.notes(for: endpoint, in: contract) ?? []
                for (index, sample) in (endpoint.live + explored).enumerated() {
                    var builder = SampleRequestBuilder(contract: contract, endpoint: endpoint, base: base, options: options)
                    let (request, display) = try builder.build(
                        sample, number: index + 1, overrides: overrides, expander: &expander)
                    sentSecrets += CheckPlanner.secretValues(of: request, contract: contract, endpoint: endpoint, sample: sample)
                    items.append(
                        CheckPlan.Item(
                            contract: contract.name, endpoint: endpoint, sample: index + 1, expectedStatus: sample.expectedStatus,
                            request: request, display: display, location: sample.location, checker: checker,
                            explored: index >= endpoint.live.count
                        ))
                }
            }
        }
        for (index, _) in items.enumerated() { items[index].order = index }
        if let shard {
            var weights: [(key: String, weight: Int)] = []
            for item in items {
                let key = "\(item.contract)/\(item.endpoint.id)"
                if let last = weights.indices.last, weights[last].key == key {
                    weights[last].weight += 1
                } else {
                    weights.append((key, 1))
                }
            }
            let assignment = Shard.assign(weights, count: shard.count)
            items.removeAll { assignment["\($0.contract)/\($0.endpoint.id)"] != shard.index }
        }
        // Every environment value is masked, and every value sent in a credential header or in a
        // header or query parameter the contract marks 'secret: true', wherever it came from.
        let credentials = overrides.filter { Redactor.isSecretHeader($0.name) }.map(\.value)
        return CheckPlan(
            items: items, skipped: skipped, redactor: Redactor(secrets: expander.expandedValues + credentials + sentSecrets),
            contracts: contracts.map { CheckRun.ContractVersion(name: $0.name, version: $0.version) }, shard: shard)
    }

    /// The values `request` carries in credential headers and in parameters declared `secret: true`.
    static func secretValues(of request: LiveRequest, contract: Contract, endpoint: Endpoint, sample: LiveSample) -> [String] {
        let declared = contract.defaultHeaders + endpoint.request.headers
        let secretHeaders = Set(declared.filter(\.secret).map { $0.name.lowercased() })
        var values = request.headers.filter {
            Redactor.isSecretHeader($0.name, declaredSecret: secretHeaders.contains($0.name.lowercased()))
        }.map(\.value)
        for parameter in endpoint.request.query where parameter.secret {
            for pair in sample.input.query where pair.name == parameter.name {
                values.append(SampleRequestBuilder.text(pair.value))
            }
            if let example = parameter.example { values.append(SampleRequestBuilder.text(example)) }
        }
        return values
    }

    private func commandLineHeaders(_ expander: inout VariableExpander) throws(CheckSetupError) -> [(name: String, value: String)]
    {
        var result: [(name: String, value: String)] = []
        for line in headers {
            guard let colon = line.firstIndex(of: ":"), colon != line.startIndex else {
                throw CheckSetupError(
                    "a '--header' value has no ':' (not shown, it may hold a secret); "
                        + "write 'Name: value', e.g. 'Authorization: Bearer ${API_TOKEN}'")
            }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces)
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            result.append((name, try expander.expand(value, context: "header '\(name)'")))
        }
        return result
    }

    private func checkOnly(_ contracts: [Contract]) throws(CheckSetupError) {
        let known = Set(contracts.flatMap { $0.endpoints.map(\.id) })
        if let unknown = only.first(where: { !known.contains($0) }) {
            throw CheckSetupError(
                "'--only \(unknown)' names no endpoint; expected one of \(known.sorted().map { "'\($0)'" }.joined(separator: ", "))"
            )
        }
    }

    private func resolvedBase(_ contract: Contract) throws(CheckSetupError) -> URL {
        guard let text = baseURL ?? contract.baseURL else {
            throw CheckSetupError(
                "contract '\(contract.name)' has no 'baseURL' and no '--base-url' was given; pass '--base-url URL'")
        }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            url.host != nil
        else {
            throw CheckSetupError("base URL '\(text)' is not an http or https URL; expected e.g. 'https://api.example.com'")
        }
        guard url.user == nil, url.password == nil else {
            throw CheckSetupError(
                "the base URL carries credentials (not shown); pass them with '--header' from an environment variable")
        }
        return url
    }
}
