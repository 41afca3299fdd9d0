/// Operations and paths added or removed (deprecated first or not), response statuses, operation
/// ids, and security requirements as the credentials a request carries.
extension OasdiffParityCase {
    static let endpoints: [Self] = operations + statuses + security

    /// A second path, `/health`, and a second operation of `/items/{id}`, `GET` (`getItem`), with
    /// `extra` written on the operation (`deprecated: true`).
    static func health(_ extra: String = "") -> String {
        "/health: { get: { operationId: health\(extra), responses: { \"200\": { description: ok } } } }"
    }

    static func getItem(_ extra: String = "") -> String {
        "get: { operationId: getItem\(extra), responses: { \"200\": { description: ok } } }"
    }

    static let sunset = ", deprecated: true, x-sunset: \"2999-01-01\""

    static let operations: [Self] = [
        edit("endpoint-added", new: { $0.otherPaths = [health()] }, "endpoint-added"),
        edit(
            "api-path-removed-without-deprecation", old: { $0.otherPaths = [health()] }, new: { $0.otherPaths = [] },
            "endpoint-removed"),
        edit(
            "api-path-removed-with-deprecation", old: { $0.otherPaths = [health(", deprecated: true")] },
            new: { $0.otherPaths = [] }, "endpoint-removed"),
        edit(
            "api-path-removed-before-sunset", old: { $0.otherPaths = [health(sunset)] }, new: { $0.otherPaths = [] },
            "endpoint-removed"),
        edit(
            "api-removed-without-deprecation", old: { $0.otherOperations = [getItem()] }, new: { $0.otherOperations = [] },
            "endpoint-removed"),
        edit(
            "api-removed-with-deprecation", old: { $0.otherOperations = [getItem(", deprecated: true")] },
            new: { $0.otherOperations = [] }, "endpoint-removed"),
        edit(
            "api-removed-before-sunset", old: { $0.otherOperations = [getItem(sunset)] }, new: { $0.otherOperations = [] },
            "endpoint-removed"),
        edit("api-operation-id-removed", new: { $0.operationId = nil }, "endpoint-renamed"),
        edit("api-operation-id-added", old: { $0.operationId = nil }, new: { $0.operationId = "updateItem" }, "endpoint-renamed"),
    ]

    static let statuses: [Self] = [
        edit(
            "response-success-status-added", new: { $0.extraResponses = ["\"202\": { description: accepted }"] },
            "response-status-added"),
        edit(
            "response-success-status-removed", old: { $0.extraResponses = ["\"202\": { description: accepted }"] },
            new: { $0.extraResponses = [] }, "response-status-removed"),
        edit(
            "response-non-success-status-added", new: { $0.extraResponses = ["\"404\": { description: missing }"] },
            "response-status-added"),
        edit(
            "response-non-success-status-removed", old: { $0.extraResponses = ["\"404\": { description: missing }"] },
            new: { $0.extraResponses = [] }, "response-status-removed"),
    ]

    /// `ApiKey` sends `X-Api-Key`, `QueryKey` the query parameter `api_key`, `Basic` an
    /// `Authorization: Basic …` header.
    static let security: [Self] = [
        edit(
            "api-security-added", variant: "first requirement", target: "request.header.X-Api-Key",
            new: { $0.security = "[{ ApiKey: [] }]" }, "request-parameter-added-required"),
        edit(
            "api-security-added", variant: "another way", target: "request.credentials",
            old: { $0.security = "[{ ApiKey: [] }]" },
            new: { $0.security = "[{ ApiKey: [] }, { QueryKey: [] }]" }, "request-credentials-widened"),
        edit(
            "api-security-removed", variant: "the only requirement", target: "request.header.X-Api-Key",
            old: { $0.security = "[{ ApiKey: [] }]" }, new: { $0.security = nil }, "request-parameter-removed"),
        edit(
            "api-security-removed", variant: "one way of two", target: "request.credentials",
            old: { $0.security = "[{ ApiKey: [] }, { QueryKey: [] }]" }, new: { $0.security = "[{ QueryKey: [] }]" },
            "request-credentials-narrowed"),
        edit(
            "api-global-security-added", target: "request.query.api_key", new: { $0.globalSecurity = "[{ QueryKey: [] }]" },
            "request-parameter-added-required"),
        edit(
            "api-global-security-removed", target: "request.credentials",
            old: { $0.globalSecurity = "[{ ApiKey: [] }, { QueryKey: [] }]" }, new: { $0.globalSecurity = "[{ ApiKey: [] }]" },
            "request-credentials-narrowed"),
        edit(
            "api-security-component-type-changed", variant: "api key to basic", target: "request.header.Authorization",
            old: {
                $0.security = "[{ Auth: [] }]"
                $0.securitySchemes.append("Auth: { type: apiKey, in: header, name: X-Api-Key }")
            },
            new: {
                $0.securitySchemes.removeLast()
                $0.securitySchemes.append("Auth: { type: http, scheme: basic }")
            }, "request-parameter-added-required"),
        edit(
            "api-security-component-type-changed", variant: "basic to bearer", target: "request.header.Authorization",
            old: {
                $0.security = "[{ Auth: [] }]"
                $0.securitySchemes.append("Auth: { type: http, scheme: basic }")
            },
            new: {
                $0.securitySchemes.removeLast()
                $0.securitySchemes.append("Auth: { type: http, scheme: bearer }")
            }, "request-pattern-changed"),
    ]
}
