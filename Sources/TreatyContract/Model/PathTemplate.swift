/// A path such as `/v1/projects/{projectId}`, split into literal text and parameters.
public struct PathTemplate: Sendable, Hashable, Codable, CustomStringConvertible {
    /// A run of literal text or one `{name}` parameter.
    public enum Segment: Sendable, Hashable, Codable {
        case literal(String)
        case parameter(String)
    }

    /// The template as written.
    public var raw: String
    /// The literal runs and parameters, in order.
    public var segments: [Segment]

    /// Parses `raw`; returns nil when braces are unbalanced or a parameter name is empty.
    public init?(_ raw: String) {
        let isASCII = raw.utf8.allSatisfy { $0 < 0x80 }
        guard let segments = isASCII ? Self.asciiSegments(of: raw) : Self.segments(of: raw) else { return nil }
        self.raw = raw
        self.segments = segments
    }

    /// The segments of an ASCII template, found byte by byte: what nearly every path is, and
    /// where a character is a byte, so the result is ``segments(of:)``'s without its cost.
    static func asciiSegments(of raw: String) -> [Segment]? {
        let bytes = raw.utf8
        var segments: [Segment] = []
        var literalStart = bytes.startIndex
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "}") { return nil }
            guard byte == UInt8(ascii: "{") else {
                index = bytes.index(after: index)
                continue
            }
            let nameStart = bytes.index(after: index)
            guard let close = bytes[nameStart...].firstIndex(of: UInt8(ascii: "}")) else { return nil }
            let name = bytes[nameStart..<close]
            guard !name.isEmpty, !name.contains(UInt8(ascii: "{")) else { return nil }
            if literalStart != index { segments.append(.literal(String(raw[literalStart..<index]))) }
            segments.append(.parameter(String(raw[nameStart..<close])))
            index = bytes.index(after: close)
            literalStart = index
        }
        if literalStart != bytes.endIndex { segments.append(.literal(String(raw[literalStart...]))) }
        return segments
    }

    /// The segments of any template, character by character (internal for the tests that compare
    /// the two readings).
    static func segments(of raw: String) -> [Segment]? {
        var segments: [Segment] = []
        var literal = ""
        var rest = raw[...]
        while let character = rest.first {
            rest = rest.dropFirst()
            if character == "}" { return nil }
            guard character == "{" else {
                literal.append(character)
                continue
            }
            guard let close = rest.firstIndex(of: "}") else { return nil }
            let name = String(rest[..<close])
            guard !name.isEmpty, !name.contains("{") else { return nil }
            if !literal.isEmpty { segments.append(.literal(literal)) }
            literal = ""
            segments.append(.parameter(name))
            rest = rest[rest.index(after: close)...]
        }
        if !literal.isEmpty { segments.append(.literal(literal)) }
        return segments
    }

    /// Whether `raw` lies under `/__treaty/`, where `treaty serve` answers its own control
    /// requests (scenario switches, findings, reset): an endpoint there would never be reached.
    public static func isReservedForServe(_ raw: String) -> Bool {
        raw == "/__treaty" || raw.hasPrefix("/__treaty/")
    }

    /// A description of the first character a path template may not hold (`'?'`, `'#'`, a space,
    /// a control or bidirectional character), or nil when there is none.
    public static func forbiddenCharacter(in raw: String) -> String? {
        for scalar in raw.unicodeScalars {
            switch scalar {
            case "?": return "'?' (a query string)"
            case "#": return "'#' (a fragment)"
            case " ": return "a space"
            default: if scalar.isHiddenOrControl { return "the hidden character '\(scalar.visibleEscape)'" }
            }
        }
        return nil
    }

    /// The first dot segment of `raw` (`.` or `..`, also percent-encoded as `%2e`), or nil when
    /// there is none. Clients and servers fold such a segment into the path before it, so
    /// `/../../b/x` under a base URL's `/api/v1` would be sent as `/b/x`, out of the API.
    public static func dotSegment(in raw: String) -> String? {
        // Most paths hold neither a dot nor a percent sign, and so no dot segment: a thousand-operation
        // document's paths were each split and lowercased segment by segment for nothing.
        guard raw.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "%") }) else { return nil }
        for segment in raw.split(separator: "/", omittingEmptySubsequences: false) {
            var rest = Substring(segment.lowercased())
            var dots = 0
            while dots <= 2, !rest.isEmpty {
                if rest.hasPrefix(".") {
                    rest = rest.dropFirst()
                } else if rest.hasPrefix("%2e") {
                    rest = rest.dropFirst(3)
                } else {
                    break
                }
                dots += 1
            }
            if rest.isEmpty, dots == 1 || dots == 2 { return String(segment) }
        }
        return nil
    }

    /// Parameter names in order of appearance.
    public var parameterNames: [String] {
        segments.compactMap {
            if case .parameter(let name) = $0 { return name }
            return nil
        }
    }

    /// The template with every parameter written as `{}`: two endpoints with equal keys on the same
    /// method collide, whatever their parameters are called.
    public var matchKey: String {
        segments.map {
            switch $0 {
            case .literal(let text): return text
            case .parameter: return "{}"
            }
        }.joined()
    }

    /// The template as written.
    public var description: String { raw }
}
