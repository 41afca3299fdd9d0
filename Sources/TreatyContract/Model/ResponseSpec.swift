/// What an endpoint may answer with one status code (or range, or `default`).
public struct ResponseSpec: Sendable, Hashable, Codable {
    /// The status code, `NXX` range or `default` the response is declared for.
    public var status: StatusPattern
    /// `description:`, prose for people.
    public var description: String?
    /// `headers:`, response headers and their shapes.
    public var headers: [Parameter]
    /// `body:`; nil means no body is declared (e.g. 204).
    public var body: Shape?
    /// `contentType:` (default `application/json` when a body is declared).
    public var contentType: String?
    /// Every media type an OpenAPI description lists for the body, in its order: a client may
    /// send (or ask for) any of them, so `treaty diff` compares them as a set. Nil for a Treaty
    /// contract, which names one ``contentType``.
    public var mediaTypes: [String]?
    /// Where the response is declared.
    public var location: FileLocation

    /// A response specification.
    public init(
        status: StatusPattern, description: String? = nil, headers: [Parameter] = [], body: Shape? = nil,
        contentType: String? = nil, location: FileLocation
    ) {
        self.status = status
        self.description = description
        self.headers = headers
        self.body = body
        self.contentType = contentType
        self.location = location
    }
}

/// A response key: an exact status (`404`), a class (`5XX`) or `default`.
public enum StatusPattern: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    case code(Int)
    /// `2XX` is `.range(2)`.
    case range(Int)
    case `default`

    /// Parses `200`, `4XX`/`4xx` or `default`.
    public init?(_ text: String) {
        if text == "default" {
            self = .default
        } else if text.count == 3, let code = Int(text), (100...599).contains(code) {
            self = .code(code)
        } else if text.count == 3, text.uppercased().hasSuffix("XX"), let digit = Int(text.prefix(1)), (1...5).contains(digit) {
            self = .range(digit)
        } else {
            return nil
        }
    }

    /// Whether a concrete status falls under this pattern.
    public func covers(_ status: Int) -> Bool {
        switch self {
        case .code(let code): return code == status
        case .range(let digit): return status / 100 == digit
        case .default: return true
        }
    }

    /// `404`, `4XX` or `default`, as a contract writes it.
    public var description: String {
        switch self {
        case .code(let code): return String(code)
        case .range(let digit): return "\(digit)XX"
        case .default: return "default"
        }
    }

    private var sortKey: (Int, Int) {
        switch self {
        case .code(let code): return (0, code)
        case .range(let digit): return (1, digit)
        case .default: return (2, 0)
        }
    }

    public static func < (lhs: StatusPattern, rhs: StatusPattern) -> Bool { lhs.sortKey < rhs.sortKey }
}
