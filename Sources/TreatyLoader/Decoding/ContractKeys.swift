/// The keys each part of a contract may hold, in the order docs/contract-format.md lists them.
enum ContractKeys {
    static let contract = [
        "treaty", "name", "version", "description", "baseURL", "stubHost", "fixtures", "defaults", "endpoints", "schemas",
        "allow",
    ]
    static let defaults = ["request"]
    static let defaultRequest = ["headers"]
    static let endpoint = [
        "method", "path", "summary", "description", "request", "responses", "scenarios", "live", "maxResponseTime",
    ]
    static let request = ["path", "query", "headers", "body", "bodyRequired", "contentType", "credentials"]
    static let response = ["description", "headers", "body", "contentType"]
    static let parameterOnly = ["required", "secret", "example", "style", "explode"]
    static let scenario = [
        "status", "transport", "sequence", "headers", "body", "fixture", "rawBody", "expect", "request", "description",
        "knownIssue", "bodyUnverified",
    ]
    static let input = ["path", "query", "headers", "body"]
    static let liveSample = ["path", "query", "headers", "body", "status", "description"]
    static let methods = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"]
}
