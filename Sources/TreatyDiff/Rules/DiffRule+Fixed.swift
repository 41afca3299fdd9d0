import TreatyContract

/// Rules whose class does not follow from the request/response direction table.
extension DiffRule {
    // Contracts.
    public static let contractRemoved = DiffRule("contract-removed", .breaking)
    public static let contractAdded = DiffRule("contract-added", .additive)
    public static let contractRenamed = DiffRule("contract-renamed", .informational)
    public static let contractVersionChanged = DiffRule("contract-version-changed", .informational)
    public static let formatVersionChanged = DiffRule("format-version-changed", .informational)
    public static let baseURLChanged = DiffRule("base-url-changed", .informational)
    public static let stubHostChanged = DiffRule("stub-host-changed", .informational)
    public static let fixtureDirectoryChanged = DiffRule("fixture-directory-changed", .informational)
    public static let secretAllowlistChanged = DiffRule("secret-allowlist-changed", .informational)
    public static let descriptionChanged = DiffRule("description-changed", .informational)
    /// A schema's `title`, `default`, `deprecated`, `example` or `examples`.
    public static let annotationChanged = DiffRule("annotation-changed", .informational)

    // Endpoints.
    public static let endpointRemoved = DiffRule("endpoint-removed", .breaking)
    public static let endpointAdded = DiffRule("endpoint-added", .additive)
    public static let endpointRenamed = DiffRule("endpoint-renamed", .informational)
    public static let endpointMethodChanged = DiffRule("endpoint-method-changed", .breaking)
    public static let endpointPathChanged = DiffRule("endpoint-path-changed", .breaking)
    public static let pathParameterRenamed = DiffRule("path-parameter-renamed", .informational)
    public static let maxResponseTimeChanged = DiffRule("max-response-time-changed", .informational)
    public static let liveSamplesChanged = DiffRule("live-samples-changed", .informational)

    // Request parameters (path, query, header, and contract default headers).
    public static let requestParameterAddedRequired = DiffRule("request-parameter-added-required", .breaking)
    public static let requestParameterAdded = DiffRule("request-parameter-added", .additive)
    public static let requestParameterRemoved = DiffRule("request-parameter-removed", .breaking)
    public static let requestParameterMadeRequired = DiffRule("request-parameter-made-required", .breaking)
    public static let requestParameterMadeOptional = DiffRule("request-parameter-made-optional", .additive)
    public static let requestParameterSerializationChanged = DiffRule(
        "request-parameter-serialization-changed", .breaking)
    /// An optional parameter's `default`: what clients that omit it now get.
    public static let requestParameterDefaultAdded = DiffRule("request-parameter-default-added", .breaking)
    public static let requestParameterDefaultRemoved = DiffRule("request-parameter-default-removed", .breaking)
    public static let requestParameterDefaultChanged = DiffRule("request-parameter-default-changed", .breaking)
    public static let parameterSecretChanged = DiffRule("parameter-secret-changed", .informational)
    public static let parameterExampleChanged = DiffRule("parameter-example-changed", .informational)

    // Request body.
    public static let requestBodyAddedRequired = DiffRule("request-body-added-required", .breaking)
    public static let requestBodyAdded = DiffRule("request-body-added", .additive)
    public static let requestBodyRemoved = DiffRule("request-body-removed", .breaking)
    public static let requestBodyMadeRequired = DiffRule("request-body-made-required", .breaking)
    public static let requestBodyMadeOptional = DiffRule("request-body-made-optional", .additive)
    public static let requestContentTypeChanged = DiffRule("request-content-type-changed", .breaking)
    /// One of the media types a description lists for the body: clients that send it are refused.
    public static let requestMediaTypeRemoved = DiffRule("request-media-type-removed", .breaking)
    public static let requestMediaTypeAdded = DiffRule("request-media-type-added", .additive)

    // Ways to authenticate (`request.credentials`).
    public static let requestCredentialsNarrowed = DiffRule("request-credentials-narrowed", .breaking)
    public static let requestCredentialsWidened = DiffRule("request-credentials-widened", .additive)

    // Request body fields whose class is not a plain narrowing or widening.
    public static let requestFieldAddedRequired = DiffRule("request-field-added-required", .breaking)
    public static let requestFieldAdded = DiffRule("request-field-added", .additive)
    /// From an object that takes members it does not declare: a server ignores the member, unless
    /// it still reads it. Removed from a closed object: ``requestFieldRemovedFromClosedObject``.
    public static let requestFieldRemoved = DiffRule("request-field-removed", .warning)
    public static let requestFieldRemovedFromClosedObject = DiffRule("request-field-removed-from-closed-object", .breaking)
    /// The server now ignores the member: a client that sends it is not refused.
    public static let requestFieldMadeReadOnly = DiffRule("request-field-made-read-only", .informational)

    // Responses.
    public static let responseStatusRemoved = DiffRule("response-status-removed", .breaking)
    public static let responseStatusAdded = DiffRule("response-status-added", .additive)
    public static let responseHeaderRemoved = DiffRule("response-header-removed", .breaking)
    public static let responseHeaderAdded = DiffRule("response-header-added", .additive)
    public static let responseHeaderMadeOptional = DiffRule("response-header-made-optional", .breaking)
    public static let responseHeaderMadeRequired = DiffRule("response-header-made-required", .additive)
    public static let responseBodyRemoved = DiffRule("response-body-removed", .breaking)
    public static let responseBodyAdded = DiffRule("response-body-added", .additive)
    public static let responseContentTypeChanged = DiffRule("response-content-type-changed", .breaking)
    /// Clients that ask for it (`Accept`) or decode only it get another type or a 406.
    public static let responseMediaTypeRemoved = DiffRule("response-media-type-removed", .breaking)
    public static let responseMediaTypeAdded = DiffRule("response-media-type-added", .additive)
    public static let responseFieldRemoved = DiffRule("response-field-removed", .breaking)
    public static let responseFieldAdded = DiffRule("response-field-added", .additive)
    /// The server stops returning an optional member, which clients already do without.
    public static let responseFieldMadeWriteOnly = DiffRule("response-field-made-write-only", .informational)
    /// A member the response promised may stop coming: `writeOnly` is an annotation a server may or
    /// may not act on, so this breaks the clients that read it once the server does.
    public static let responseRequiredFieldMadeWriteOnly = DiffRule("response-required-field-made-write-only", .warning)
    public static let responseEnumValueAddedExtensible = DiffRule("response-enum-value-added-extensible", .additive)
    public static let enumExtensibilityChanged = DiffRule("enum-extensibility-changed", .informational)

    // Scenarios.
    public static let scenarioRemoved = DiffRule("scenario-removed", .informational)
    public static let scenarioAdded = DiffRule("scenario-added", .informational)
    public static let scenarioChanged = DiffRule("scenario-changed", .informational)

    /// Every rule declared above.
    static let fixed: [DiffRule] = [
        contractRemoved, contractAdded, contractRenamed, contractVersionChanged, formatVersionChanged, baseURLChanged,
        annotationChanged, stubHostChanged, fixtureDirectoryChanged, secretAllowlistChanged, descriptionChanged,
        endpointRemoved, endpointAdded, endpointRenamed, endpointMethodChanged, endpointPathChanged,
        pathParameterRenamed, maxResponseTimeChanged, liveSamplesChanged,
        requestParameterAddedRequired, requestParameterAdded, requestParameterRemoved, requestParameterMadeRequired,
        requestParameterMadeOptional, requestParameterSerializationChanged, requestParameterDefaultAdded,
        requestParameterDefaultRemoved, requestParameterDefaultChanged, parameterSecretChanged, parameterExampleChanged,
        requestBodyAddedRequired, requestBodyAdded, requestBodyRemoved, requestBodyMadeRequired,
        requestBodyMadeOptional, requestContentTypeChanged, requestMediaTypeRemoved, requestMediaTypeAdded,
        requestCredentialsNarrowed, requestCredentialsWidened,
        requestFieldAddedRequired, requestFieldAdded, requestFieldRemoved, requestFieldRemovedFromClosedObject,
        requestFieldMadeReadOnly, responseFieldMadeWriteOnly, responseRequiredFieldMadeWriteOnly,
        responseStatusRemoved, responseStatusAdded, responseHeaderRemoved, responseHeaderAdded,
        responseHeaderMadeOptional, responseHeaderMadeRequired, responseBodyRemoved, responseBodyAdded,
        responseContentTypeChanged, responseMediaTypeRemoved, responseMediaTypeAdded, responseFieldRemoved, responseFieldAdded,
        responseEnumValueAddedExtensible,
        enumExtensibilityChanged,
        scenarioRemoved, scenarioAdded, scenarioChanged,
    ]
}
