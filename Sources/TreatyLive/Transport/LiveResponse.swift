/// A complete HTTP response as the live checker received it.
public struct LiveResponse: Sendable, Hashable {
    public var status: Int
    /// Header names and values as received.
    public var headers: [String: String]
    public var body: [UInt8]
    /// Wall time from sending to the last body byte, in milliseconds.
    public var milliseconds: Int

    public init(status: Int, headers: [String: String] = [:], body: [UInt8] = [], milliseconds: Int = 0) {
        self.status = status
        self.headers = headers
        self.body = body
        self.milliseconds = milliseconds
    }

    /// The value of a header, matching its name case-insensitively.
    public func header(_ name: String) -> String? {
        if let exact = headers[name] { return exact }
        let lower = name.lowercased()
        return headers.first { $0.key.lowercased() == lower }?.value
    }
}
