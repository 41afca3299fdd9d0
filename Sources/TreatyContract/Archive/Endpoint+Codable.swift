/// The archive form of an endpoint: `tags` is written only when there are some and read as empty
/// when absent, so suites generated before tags existed still decode.
extension Endpoint {
    private enum Key: String, CodingKey {
        case id, method, path, summary, request, responses, scenarios, live, maxResponseTime, tags, location
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        self.init(
            id: try container.decode(String.self, forKey: .id), method: try container.decode(String.self, forKey: .method),
            path: try container.decode(PathTemplate.self, forKey: .path),
            summary: try container.decodeIfPresent(String.self, forKey: .summary),
            request: try container.decode(RequestSpec.self, forKey: .request),
            responses: try container.decode([ResponseSpec].self, forKey: .responses),
            scenarios: try container.decode([Scenario].self, forKey: .scenarios),
            live: try container.decode([LiveSample].self, forKey: .live),
            maxResponseTime: try container.decodeIfPresent(Int.self, forKey: .maxResponseTime),
            location: try container.decode(FileLocation.self, forKey: .location))
        tags = try container.decodeIfPresent([String].self, forKey: .tags) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(id, forKey: .id)
        try container.encode(method, forKey: .method)
        try container.encode(path, forKey: .path)
        try container.encodeIfPresent(summary, forKey: .summary)
        try container.encode(request, forKey: .request)
        try container.encode(responses, forKey: .responses)
        try container.encode(scenarios, forKey: .scenarios)
        try container.encode(live, forKey: .live)
        try container.encodeIfPresent(maxResponseTime, forKey: .maxResponseTime)
        if !tags.isEmpty { try container.encode(tags, forKey: .tags) }
        try container.encode(location, forKey: .location)
    }
}
