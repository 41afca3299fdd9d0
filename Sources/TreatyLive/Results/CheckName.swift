/// The named checks findings are grouped under, after Schemathesis so people recognise them.
public enum CheckName: String, Sendable, Hashable, CaseIterable, Comparable {
    /// The status is one the endpoint declares (and the one a sample asked for, if it did).
    case statusCode = "status_code_conformance"
    /// The `Content-Type` is the declared media type.
    case contentType = "content_type_conformance"
    /// Declared response headers are present and well-formed.
    case responseHeaders = "response_headers_conformance"
    /// The body parses and matches the declared shape.
    case responseSchema = "response_schema_conformance"
    /// The response came within the endpoint's `maxResponseTime`.
    case maxResponseTime = "max_response_time"

    public static func < (lhs: CheckName, rhs: CheckName) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
