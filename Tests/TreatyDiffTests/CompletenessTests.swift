import Testing
import TreatyContract

@testable import TreatyDiff

/// Proves the rule catalogue covers the model: editing any stored property of any contract model
/// type produces at least one change, and a property added to a model type later fails this
/// suite until it gets a mutation here (and so a rule) or a reasoned place in ``ignored``.
@Suite struct CompletenessTests {
    typealias Mutation = @Sendable (inout Contract) -> Void

    /// Properties that deliberately produce no change, and why:
    /// - every `location`: where something is written in the file is not part of the API;
    /// - `Contract.file`: moving a contract file is not visible to clients;
    /// - `Contract.scenariosDerived`: whether scenarios were built from the shapes says how to
    ///   compare them (left out when derived), not something that changed;
    /// - `Contract.namedSchemas`, `Contract.schemaTable`, `NamedSchema.*`, `SchemaReference.*`:
    ///   schemas count only where endpoints use them, compared after `$ref` resolution, so renaming
    ///   or moving a schema is no change (see `ContractDifferTests.renamingOrMovingASchemaIsNoChange`).
    /// - `Endpoint.tags`: OpenAPI tags group operations for `treaty import`; clients never see them;
    /// - `Shape.readOnly`, `Shape.writeOnly`: their effect on clients is which members each side's
    ///   view holds, compared on the member that holds them (`response-field-made-write-only`,
    ///   `request-field-made-read-only`, in `SeverityRuleTests`), not on the shape itself.
    /// - `Scenario.knownIssue`, `Scenario.bodyUnverified`: how the team's own offline suite counts
    ///   a scenario; the API its clients call is the same.
    /// Descriptions and summaries are not ignored: they produce informational `description-changed`.
    static let ignored: Set<String> = [
        "Contract.file", "Contract.scenariosDerived", "Contract.namedSchemas", "Contract.schemaTable", "NamedSchema.name",
        "NamedSchema.shape",
        "SchemaReference.file", "SchemaReference.name", "Endpoint.location", "Parameter.location",
        "ResponseSpec.location", "Scenario.location", "LiveSample.location", "Shape.location", "Endpoint.tags",
        "Shape.readOnly", "Shape.writeOnly", "Scenario.knownIssue", "Scenario.bodyUnverified",
    ]

    static func body(_ edit: @escaping @Sendable (inout Shape) -> Void) -> Mutation {
        { contract in contract.edit("createProject") { edit(&$0.request.body!) } }
    }

    static func nameField(_ edit: @escaping @Sendable (inout Shape) -> Void) -> Mutation {
        body { edit(&$0.properties[0].shape) }
    }

    static func scenario(_ edit: @escaping @Sendable (inout Scenario) -> Void) -> Mutation {
        { contract in contract.edit("getProject") { edit(&$0.scenarios[0]) } }
    }

    static func stub(_ edit: @escaping @Sendable (inout StubResponse) -> Void) -> Mutation {
        scenario {
            guard case .response(var response) = $0.outcome else { return }
            edit(&response)
            $0.outcome = .response(response)
        }
    }

    static func header(_ edit: @escaping @Sendable (inout Parameter) -> Void) -> Mutation {
        { contract in contract.edit("getProject") { edit(&$0.request.headers[0]) } }
    }

    /// The array query parameter `notify` of `createProject`.
    static func query(_ edit: @escaping @Sendable (inout Parameter) -> Void) -> Mutation {
        { contract in contract.edit("createProject") { edit(&$0.request.query[1]) } }
    }

    static func live(_ edit: @escaping @Sendable (inout LiveSample) -> Void) -> Mutation {
        { contract in contract.edit("getProject") { edit(&$0.live[0]) } }
    }

    static let mutations: [String: Mutation] =
        contractMutations
        .merging(endpointMutations) { first, _ in first }
        .merging(shapeMutations) { first, _ in first }
        .merging(scenarioMutations) { first, _ in first }

    static let contractMutations: [String: Mutation] = [
        "Contract.formatVersion": { $0.formatVersion = 2 },
        "Contract.name": { $0.name = "Renamed" },
        "Contract.version": { $0.version = "9.9.9" },
        "Contract.description": { $0.description = "docs" },
        "Contract.baseURL": { $0.baseURL = nil },
        "Contract.stubHost": { $0.stubHost = "other.test.invalid" },
        "Contract.fixtureDirectory": { $0.fixtureDirectory = "Elsewhere" },
        "Contract.defaultHeaders": { $0.defaultHeaders = [] },
        "Contract.endpoints": { $0.endpoints.removeLast() },
        "Contract.allowlist": { $0.allowlist = ["token"] },
        "PathTemplate.raw": { $0.edit("listFolders") { $0.path = PathTemplate("/v1/dirs")! } },
        "PathTemplate.segments": { $0.edit("getProject") { $0.path.segments[0] = .literal("/v2/projects/") } },
    ]

    static let endpointMutations: [String: Mutation] = [
        "Endpoint.id": { $0.edit("listFolders") { $0.id = "folders" } },
        "Endpoint.method": { $0.edit("listFolders") { $0.method = "POST" } },
        "Endpoint.path": { $0.edit("listFolders") { $0.path = PathTemplate("/v1/dirs")! } },
        "Endpoint.summary": { $0.edit("listFolders") { $0.summary = "list" } },
        "Endpoint.request": {
            $0.edit("listFolders") { $0.request.query = [ContractBuilder.parameter("q", ContractBuilder.shape())] }
        },
        "Endpoint.responses": { $0.edit("listFolders") { $0.responses = [] } },
        "Endpoint.scenarios": { $0.edit("getProject") { $0.scenarios = [] } },
        "Endpoint.live": { $0.edit("getProject") { $0.live = [] } },
        "Endpoint.maxResponseTime": { $0.edit("getProject") { $0.maxResponseTime = 100 } },
        "RequestSpec.pathParameters": { $0.edit("getProject") { $0.request.pathParameters = [] } },
        "RequestSpec.query": { $0.edit("createProject") { $0.request.query = [] } },
        "RequestSpec.headers": { $0.edit("getProject") { $0.request.headers = [] } },
        "RequestSpec.body": { $0.edit("createProject") { $0.request.body = nil } },
        "RequestSpec.bodyRequired": { $0.edit("createProject") { $0.request.bodyRequired = false } },
        "RequestSpec.contentType": { $0.edit("createProject") { $0.request.contentType = "text/plain" } },
        "RequestSpec.mediaTypes": {
            $0.edit("createProject") { $0.request.mediaTypes = ["application/json", "application/xml"] }
        },
        "RequestSpec.credentials": {
            $0.edit("getProject") { $0.request.credentials = [CredentialSet(headers: ["Authorization"])] }
        },
        "CredentialSet.headers": {
            $0.edit("getProject") {
                $0.request.credentials = [CredentialSet(headers: ["Authorization"]), CredentialSet(headers: ["X-Key"])]
            }
        },
        "CredentialSet.query": {
            $0.edit("getProject") {
                $0.request.credentials = [CredentialSet(headers: ["Authorization"]), CredentialSet(query: ["key"])]
            }
        },
        "Parameter.name": header { $0.name = "X-Auth" },
        "Parameter.shape": header { $0.shape.pattern = nil },
        "Parameter.required": header { $0.required = false },
        "Parameter.secret": header { $0.secret = true },
        "Parameter.example": header { $0.example = "Bearer x" },
        "Parameter.defaultValue": query { $0.defaultValue = .array(["email"]) },
        "Parameter.style": query { $0.style = .pipeDelimited },
        "Parameter.explode": query { $0.explode = false },
        "ResponseSpec.status": { $0.edit("getProject") { $0.responses[1].status = .range(4) } },
        "ResponseSpec.description": { $0.edit("getProject") { $0.responses[1].description = "missing" } },
        "ResponseSpec.headers": { $0.edit("getProject") { $0.responses[0].headers = [] } },
        "ResponseSpec.body": { $0.edit("getProject") { $0.responses[1].body = nil } },
        "ResponseSpec.contentType": { $0.edit("getProject") { $0.responses[1].contentType = "text/html" } },
        "ResponseSpec.mediaTypes": { $0.edit("getProject") { $0.responses[1].mediaTypes = ["application/json", "text/csv"] } },
        "LiveSample.input": live { $0.input.query = [NamedValue(name: "x", value: 1)] },
        "LiveSample.expectedStatus": live { $0.expectedStatus = 404 },
    ]

    static let shapeMutations: [String: Mutation] = [
        "Shape.booleanSchema": nameField { $0.booleanSchema = false },
        "Shape.ref": { $0.edit("getProject") { $0.responses[0].body = ContractBuilder.reference("User") } },
        "Shape.types": nameField { $0.types = [.integer] },
        "Shape.annotations": nameField { $0.annotations = [UnmodelledKeyword(name: "title", value: "Name")] },
        "Shape.unmodelled": nameField { $0.unmodelled = [UnmodelledKeyword(name: "contains", value: .bool(true))] },
        "Shape.nullable": nameField { $0.nullable = true },
        "Shape.properties": body { $0.properties.removeLast() },
        "Shape.required": body { $0.required = [] },
        "Shape.additionalProperties": body { $0.additionalProperties = .forbidden },
        "Shape.minProperties": body { $0.minProperties = 1 },
        "Shape.maxProperties": body { $0.maxProperties = 1 },
        "Shape.items": nameField { $0.items = ContractBuilder.shape(.string) },
        "Shape.minItems": nameField { $0.minItems = 1 },
        "Shape.maxItems": nameField { $0.maxItems = 1 },
        "Shape.uniqueItems": nameField { $0.uniqueItems = true },
        "Shape.enumValues": nameField { $0.enumValues = ["a"] },
        "Shape.extensible": body { $0.properties[1].shape.extensible = true },
        "Shape.constValue": nameField { $0.constValue = "a" },
        "Shape.format": nameField { $0.format = "uuid" },
        "Shape.pattern": nameField { $0.pattern = "^a" },
        "Shape.minLength": nameField { $0.minLength = 1 },
        "Shape.maxLength": nameField { $0.maxLength = 10 },
        "Shape.minimum": nameField { $0.minimum = JSONNumber(0) },
        "Shape.maximum": nameField { $0.maximum = JSONNumber(0) },
        "Shape.exclusiveMinimum": nameField { $0.exclusiveMinimum = JSONNumber(0) },
        "Shape.exclusiveMaximum": nameField { $0.exclusiveMaximum = JSONNumber(0) },
        "Shape.multipleOf": nameField { $0.multipleOf = JSONNumber(2) },
        "Shape.oneOf": nameField { $0.oneOf = [ContractBuilder.shape(.string)] },
        "Shape.anyOf": nameField { $0.anyOf = [ContractBuilder.shape(.string)] },
        "Shape.allOf": nameField { $0.allOf = [ContractBuilder.shape(.string) { $0.maxLength = 3 }] },
        "Shape.not": nameField { $0.not = ContractBuilder.shape(.integer) },
        "Shape.discriminator": nameField { $0.discriminator = Discriminator(propertyName: "kind") },
        "Shape.description": nameField { $0.description = "the name" },
        "Property.name": body { $0.properties[0].name = "title" },
        "Property.shape": body { $0.properties[0].shape = ContractBuilder.shape(.integer) },
    ]

    static let scenarioMutations: [String: Mutation] = [
        "Scenario.name": scenario { $0.name = "ok" },
        "Scenario.outcome": scenario { $0.outcome = .transport(TransportFailure(code: "cancelled")) },
        "Scenario.expect": scenario { $0.expect = .decoding },
        "Scenario.input": scenario { $0.input.headers = [NamedValue(name: "X", value: "1")] },
        "StubResponse.status": stub { $0.status = 201 },
        "StubResponse.headers": stub { $0.headers = [HeaderField(name: "ETag", value: "1")] },
        "StubResponse.body": stub { $0.body = .raw("{") },
        "HeaderField.name": stub { $0.headers = [HeaderField(name: "X-Other", value: "1")] },
        "HeaderField.value": stub { $0.headers = [HeaderField(name: "ETag", value: "2")] },
        "FixtureReference.name": stub { $0.body = .fixture(FixtureReference(name: "b.json", path: "F/a.json")) },
        "FixtureReference.path": stub { $0.body = .fixture(FixtureReference(name: "a.json", path: "G/a.json")) },
        "TransportFailure.code": {
            $0.edit("getProject") { $0.scenarios[1].outcome = .transport(TransportFailure(code: "cancelled")) }
        },
        "RequestInput.pathParameters": scenario { $0.input.pathParameters = [NamedValue(name: "projectId", value: 2)] },
        "RequestInput.query": scenario { $0.input.query = [NamedValue(name: "page", value: 2)] },
        "RequestInput.headers": scenario { $0.input.headers = [NamedValue(name: "A", value: "b")] },
        "RequestInput.body": scenario { $0.input.body = ["a": 1] },
        "NamedValue.name": live { $0.input.pathParameters[0].name = "id" },
        "NamedValue.value": live { $0.input.pathParameters[0].value = 2 },
    ]

    /// Rewrites that change no accepted value: each must produce no change but descriptions,
    /// both ways (see `ShapeEquivalence`; `EquivalentShapeTests` runs them through YAML).
    static let equivalences: [String: Mutation] = [
        "single-branch allOf": body { $0 = wrapped($0) { $0.allOf = [$1] } },
        "nullable $ref as a nullable single-branch allOf": owner { owner in
            owner.nullable = false
            owner = wrapped(owner) {
                $0.allOf = [$1]; $0.nullable = true
            }
        },
        "nullable $ref as anyOf with null": owner { owner in
            owner.nullable = false
            owner = wrapped(owner) { $0.anyOf = [$1, ContractBuilder.shape(.null)] }
        },
        "nullable $ref as oneOf with null": owner { owner in
            owner.nullable = false
            owner = wrapped(owner) { $0.oneOf = [ContractBuilder.shape(.null), $1] }
        },
        "$ref as its inline copy": owner { owner in
            owner = ContractBuilder.user
            owner.nullable = true
        },
        "nullable as a null type in an inline copy": owner { owner in
            owner = ContractBuilder.user
            owner.types = (owner.types ?? []) + [.null]
        },
    ]

    /// `Project.owner`, a nullable `$ref` to `User`, which responses reach through `Project`.
    static func owner(_ edit: @escaping @Sendable (inout Shape) -> Void) -> Mutation {
        { contract in
            contract.editSchema("Project") { project in
                guard let index = project.properties.firstIndex(where: { $0.name == "owner" }) else { return }
                edit(&project.properties[index].shape)
            }
        }
    }

    /// A new shape at `inner`'s place holding it as `place` says.
    static func wrapped(_ inner: Shape, _ place: (inout Shape, Shape) -> Void) -> Shape {
        var outer = Shape(at: inner.location)
        place(&outer, inner)
        return outer
    }

    @Test func equivalentRewritesProduceNoChange() {
        for (name, rewrite) in Self.equivalences.sorted(by: { $0.key < $1.key }) {
            let changes = ContractBuilder.diff(rewrite).changes + ContractBuilder.reverseDiff(rewrite).changes
            #expect(changes.allSatisfy { $0.classification == .informational }, "'\(name)': \(changes.map(\.rule))")
        }
    }

    @Test func everyMutationProducesAChange() {
        for (field, mutate) in Self.mutations.sorted(by: { $0.key < $1.key }) {
            #expect(!ContractBuilder.diff(mutate).changes.isEmpty, "editing '\(field)' produced no change")
            #expect(!ContractBuilder.reverseDiff(mutate).changes.isEmpty, "undoing '\(field)' produced no change")
        }
    }

    /// The stored properties of every model type, read by reflection so a new one cannot slip by.
    @Test func everyStoredPropertyIsMutatedOrIgnored() {
        let base = ContractBuilder.contract
        let endpoint = ContractBuilder.getProject
        let samples: [(String, Any)] = [
            ("Contract", base), ("Endpoint", endpoint), ("PathTemplate", endpoint.path), ("RequestSpec", endpoint.request),
            ("Parameter", endpoint.request.headers[0]), ("ResponseSpec", endpoint.responses[0]),
            ("Scenario", endpoint.scenarios[0]), ("StubResponse", StubResponse(status: 200)),
            ("HeaderField", HeaderField(name: "a", value: "b")), ("FixtureReference", FixtureReference(name: "a", path: "b")),
            ("TransportFailure", TransportFailure(code: "timedOut")), ("RequestInput", RequestInput()),
            ("NamedValue", NamedValue(name: "a", value: 1)), ("LiveSample", endpoint.live[0]), ("Shape", ContractBuilder.project),
            ("Property", ContractBuilder.project.properties[0]), ("NamedSchema", base.namedSchemas[0]),
            ("SchemaReference", SchemaReference(file: "a", name: "b")), ("CredentialSet", CredentialSet()),
        ]
        var seen: Set<String> = []
        for (type, sample) in samples {
            let labels = Mirror(reflecting: sample).children.compactMap(\.label)
            #expect(!labels.isEmpty, "'\(type)' has no stored properties to check")
            for label in labels {
                let field = "\(type).\(label)"
                seen.insert(field)
                #expect(
                    Self.mutations[field] != nil || Self.ignored.contains(field), "'\(field)' has no mutation and is not ignored")
            }
        }
        let stale = Set(Self.mutations.keys).union(Self.ignored).subtracting(seen)
        #expect(stale.isEmpty, "entries naming no stored property: \(stale.sorted())")
    }
}
