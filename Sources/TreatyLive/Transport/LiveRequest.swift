public import Foundation

/// One HTTP request the live checker sends: everything a transport needs and nothing more.
public struct LiveRequest: Sendable, Hashable {
    public var method: String
    public var url: URL
    /// Header names and values in the order they are sent.
    public var headers: [(name: String, value: String)]
    public var body: Data?
    /// The most seconds the whole exchange may take, headers and body.
    public var timeout: TimeInterval
    /// The most body bytes read; a longer body stops the read and fails with ``LiveTransportError/Kind/tooLarge``.
    public var maxBodyBytes: Int

    public init(
        method: String, url: URL, headers: [(name: String, value: String)] = [], body: Data? = nil,
        timeout: TimeInterval = 30, maxBodyBytes: Int = 16 << 20
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.timeout = timeout
        self.maxBodyBytes = maxBodyBytes
    }

    public static func == (lhs: LiveRequest, rhs: LiveRequest) -> Bool {
        lhs.method == rhs.method && lhs.url == rhs.url && lhs.body == rhs.body && lhs.timeout == rhs.timeout
            && lhs.maxBodyBytes == rhs.maxBodyBytes && lhs.headers.elementsEqual(rhs.headers) { $0 == $1 }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(method)
        hasher.combine(url)
        for header in headers {
            hasher.combine(header.name)
            hasher.combine(header.value)
        }
    }

    /// The value of the first header with this name (case-insensitive).
    public func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }
}
