public import TreatyContract

/// Extra live samples made from an endpoint's parameter shapes (`treaty check --explore N`), so
/// a scheduled check reaches inputs the contract's few `live:` samples never touch.
///
/// Each explored sample starts from the endpoint's first `live:` sample (or the parameters'
/// examples) and changes one query parameter to a value ``ParameterVariants`` offers, or leaves
/// out an optional one. Path parameters are kept: another id may simply not exist, and a 404
/// there says nothing about drift. The choice of at most ``count`` variants is a shuffle seeded
/// by ``seed``, so the same seed sends the same requests. Only GET, HEAD and OPTIONS are explored.
public struct InputExplorer: Sendable {
    /// The most explored samples per endpoint.
    public var count: Int
    public var seed: UInt64

    public init(count: Int, seed: UInt64 = 0) {
        self.count = max(0, count)
        self.seed = seed
    }

    /// Up to ``count`` explored samples for `endpoint`; none for unsafe methods or when a path
    /// parameter has no value to start from.
    public func samples(for endpoint: Endpoint, in contract: Contract) -> [LiveSample] {
        guard count > 0, ["GET", "HEAD", "OPTIONS"].contains(endpoint.method) else { return [] }
        let base = endpoint.live.first?.input ?? RequestInput()
        let pathValues = endpoint.request.pathParameters.map { parameter in
            base.pathParameters.first { $0.name == parameter.name }
                ?? parameter.example.map { NamedValue(name: parameter.name, value: $0) }
        }
        guard pathValues.allSatisfy({ $0 != nil }) else { return [] }
        var start = base
        start.pathParameters = pathValues.compactMap { $0 }
        for parameter in endpoint.request.query
        where parameter.required && !start.query.contains(where: { $0.name == parameter.name }) {
            guard let example = parameter.example else { return [] }
            start.query.append(NamedValue(name: parameter.name, value: example))
        }
        let variants = ParameterVariants(schemas: contract.schemaTable)
        var inputs: [RequestInput] = []
        for parameter in endpoint.request.query {
            let current = start.query.first { $0.name == parameter.name }?.value
            for value in variants.values(for: parameter) where value != current {
                var input = start
                input.query.removeAll { $0.name == parameter.name }
                input.query.append(NamedValue(name: parameter.name, value: value))
                inputs.append(input)
            }
            if !parameter.required, start.query.contains(where: { $0.name == parameter.name }) {
                var input = start
                input.query.removeAll { $0.name == parameter.name }
                inputs.append(input)
            }
        }
        var generator = SplitMix64(seed: seed ^ Shard.stableHash(endpoint.id))
        for index in stride(from: inputs.count - 1, to: 0, by: -1) {
            inputs.swapAt(index, Int(generator.next() % UInt64(index + 1)))
        }
        return inputs.prefix(count).map { LiveSample(input: $0, location: endpoint.location) }
    }
}

extension InputExplorer {
    /// What exploring `endpoint` leaves out and why, as `METHOD id: …` lines located in the
    /// contract: query parameters whose shapes ask for values longer than a URL may carry.
    public func notes(for endpoint: Endpoint, in contract: Contract) -> [String] {
        guard count > 0, ["GET", "HEAD", "OPTIONS"].contains(endpoint.method) else { return [] }
        let variants = ParameterVariants(schemas: contract.schemaTable)
        return endpoint.request.query.compactMap { variants.refusal(for: $0) }.map { "\(endpoint.method) \(endpoint.id): \($0)" }
    }
}

/// A small, fast, seedable generator (SplitMix64): the same seed gives the same numbers everywhere.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
