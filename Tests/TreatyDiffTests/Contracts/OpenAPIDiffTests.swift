import Testing
import TreatyContract
import TreatyDiff
import TreatyLoader

/// `treaty diff OLD NEW` on two OpenAPI documents: the same rules as for Treaty contracts.
@Suite struct OpenAPIDiffTests {
    static func document(petFields: String, extraQuery: String = "") -> String {
        """
        openapi: 3.1.0
        info: { title: Pets, version: "1" }
        paths:
          /pets/{id}:
            get:
              operationId: getPet
              parameters:
                - { name: id, in: path, required: true, schema: { type: integer } }\(extraQuery)
              responses:
                200: { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/Pet" } } } }
        components:
          schemas:
            Pet: { type: object, required: [id], properties: { \(petFields) } }
        """
    }

    @Test func removingAResponseFieldAndRequiringAParameterBreakClients() throws {
        let old = Self.document(petFields: "id: { type: integer }, name: { type: string }")
        let new = Self.document(
            petFields: "id: { type: integer }",
            extraQuery: "\n        - { name: fields, in: query, required: true, schema: { type: string }, example: all }")
        let files = FileSource.memory(["old.yaml": old, "new.yaml": new])
        let before = ContractLoader(files: files).load(["old.yaml"]).contracts
        let after = ContractLoader(files: files).load(["new.yaml"]).contracts
        let report = ContractDiffer().diff(old: before, new: after)
        let breaking = report.changes.filter { $0.classification == .breaking }.map(\.rule).sorted()
        #expect(breaking == ["request-parameter-added-required", "response-field-removed"], "\(report.changes)")
    }

    /// Every media type a body lists is kept: dropping one refuses its clients, adding one is
    /// additive; the order they are listed in is no change.
    @Test func mediaTypesCompareAsASet() throws {
        func document(request: String, response: String) -> String {
            """
            openapi: 3.0.3
            info: { title: Notes, version: "1" }
            paths:
              /notes:
                post:
                  operationId: createNote
                  requestBody:
                    content: {\(request)}
                  responses:
                    200: { description: ok, content: {\(response)} }
            """
        }
        let json = " application/json: { schema: { type: object } } "
        let xml = " application/xml: { schema: { type: object } } "
        let csv = " text/csv: { schema: { type: string } } "
        let files = FileSource.memory([
            "old.yaml": document(request: json + "," + xml, response: json),
            "new.yaml": document(request: json, response: json + "," + csv),
            "reordered.yaml": document(request: xml + "," + json, response: json),
        ])
        let before = ContractLoader(files: files).load(["old.yaml"]).contracts
        let after = ContractLoader(files: files).load(["new.yaml"]).contracts
        #expect(before.first?.endpoints.first?.request.mediaTypes == ["application/json", "application/xml"])
        let changes = ContractDiffer().diff(old: before, new: after).changes
        #expect(changes.map(\.rule) == ["request-media-type-removed", "response-media-type-added"], "\(changes)")
        #expect(changes.map(\.classification) == [.breaking, .additive])
        #expect(changes.first?.before == "application/xml" && changes.first?.target == "request.body")
        let reordered = ContractLoader(files: files).load(["reordered.yaml"]).contracts
        #expect(ContractDiffer().diff(old: before, new: reordered).changes.isEmpty)
    }

    /// A shared parameter schema's `default`, reached through its `$ref`, is the parameter's.
    @Test func aDefaultInAReferencedParameterSchemaIsCompared() throws {
        func document(_ size: Int) -> String {
            Self.document(
                petFields: "id: { type: integer }",
                extraQuery: "\n        - { name: size, in: query, schema: { $ref: \"#/components/schemas/Size\" } }")
                + "\n    Size: { type: integer, default: \(size) }\n"
        }
        let files = FileSource.memory(["old.yaml": document(30), "new.yaml": document(100)])
        let before = ContractLoader(files: files).load(["old.yaml"]).contracts
        let after = ContractLoader(files: files).load(["new.yaml"]).contracts
        #expect(before.first?.endpoints.first?.request.query.first?.defaultValue == 30)
        let changes = ContractDiffer().diff(old: before, new: after).changes.filter { $0.classification == .breaking }
        #expect(changes.map(\.rule) == ["request-parameter-default-changed"], "\(changes)")
        #expect(changes.first?.target == "request.query.size")
    }

    /// OpenAPI's inheritance: `Dog` starting to extend `Pet` is a subtype a client reading a
    /// `Pet` meets, reported where `Pet`'s discriminator is; the same document is no change.
    @Test func aSubtypeAddedToAnInheritanceDiscriminatorIsASchemaChange() throws {
        let subtype = "    Cat: { allOf: [{ $ref: \"#/components/schemas/Pet\" }, { properties: { mood: { type: string } } }] }\n"
        func document(_ subtypes: String) -> String {
            Self.document(petFields: "id: { type: integer }, kind: { type: string }")
                .replacing(
                    "properties: { id: { type: integer }, kind: { type: string } } }",
                    with: "properties: { id: { type: integer }, kind: { type: string } }, discriminator: { propertyName: kind } }"
                )
                + "\n" + subtypes
        }
        let old = document(subtype)
        let new = document(subtype + subtype.replacing("Cat", with: "Dog"))
        let files = FileSource.memory(["old.yaml": old, "new.yaml": new])
        let before = ContractLoader(files: files).load(["old.yaml"]).contracts
        let after = ContractLoader(files: files).load(["new.yaml"]).contracts
        #expect(before.first?.namedSchemas.first?.shape.discriminator?.mapping.map(\.value) == ["Cat"])
        let changes = ContractDiffer().diff(old: before, new: after).changes.filter { $0.classification == .breaking }
        #expect(changes.map(\.rule) == ["response-schema-changed"], "\(changes)")
        #expect(changes.first?.pointer.hasSuffix("/discriminator") == true)
        #expect(ContractDiffer().diff(old: before, new: before).changes.isEmpty)
    }

    /// `security` alternatives in different places: dropping one (the key stays, now required
    /// alone) narrows the ways to authenticate; adding it back widens them.
    @Test func aWayToAuthenticateRemovedIsBreakingAndAddedAdditive() throws {
        func document(_ security: String) -> String {
            """
            openapi: 3.1.0
            info: { title: Keys, version: "1" }
            security: \(security)
            paths:
              /keys: { get: { operationId: keys, responses: { 200: { description: ok } } } }
            components:
              securitySchemes:
                bearer: { type: http, scheme: bearer }
                key: { type: apiKey, in: header, name: X-Key }
            """
        }
        let files = FileSource.memory([
            "both.yaml": document("[{ bearer: [] }, { key: [] }]"), "key.yaml": document("[{ key: [] }]"),
        ])
        let both = ContractLoader(files: files).load(["both.yaml"]).contracts
        let key = ContractLoader(files: files).load(["key.yaml"]).contracts
        let narrowed = ContractDiffer().diff(old: both, new: key).changes.filter { $0.rule.hasPrefix("request-credentials") }
        #expect(narrowed.map(\.rule) == ["request-credentials-narrowed"] && narrowed.first?.classification == .breaking)
        #expect(narrowed.first?.after == "header 'X-Key'")
        let widened = ContractDiffer().diff(old: key, new: both).changes.filter { $0.rule.hasPrefix("request-credentials") }
        #expect(widened.map(\.rule) == ["request-credentials-widened"] && widened.first?.classification == .additive)
    }

    /// A body sent and received as `requestType` and `responseType`.
    static func media(request requestType: String, response responseType: String) -> String {
        """
        openapi: 3.1.0
        info: { title: Pets, version: "1" }
        paths:
          /pets:
            post:
              operationId: addPet
              requestBody:
                required: true
                content: { \(requestType): { schema: { type: object, properties: { name: { type: string } } } } }
              responses:
                200:
                  description: ok
                  content: { \(responseType): { schema: { type: object, properties: { id: { type: integer } } } } }
        """
    }

    /// A body that stopped being JSON did not vanish: a client that sends JSON where a form is now
    /// expected breaks because of the media type, and so does one whose form became XML.
    @Test func aJSONBodyThatBecameAnotherMediaTypeIsAContentTypeChange() throws {
        let json = Self.media(request: "application/json", response: "application/json")
        let other = Self.media(request: "application/x-www-form-urlencoded", response: "application/xml")
        let files = FileSource.memory(["json.yaml": json, "other.yaml": other])
        let before = ContractLoader(files: files).load(["json.yaml"]).contracts
        let after = ContractLoader(files: files).load(["other.yaml"]).contracts
        let report = ContractDiffer().diff(old: before, new: after)
        let meaningful = { (report: DiffReport) in
            report.changes.filter { $0.classification != .informational }.map(\.rule).sorted()
        }
        #expect(meaningful(report) == ["request-content-type-changed", "response-content-type-changed"], "\(report.rules)")
        let request = report.changes.first { $0.rule == "request-content-type-changed" }
        #expect(request?.before == "application/json" && request?.after == "application/x-www-form-urlencoded")
        let back = ContractDiffer().diff(old: after, new: before)
        #expect(meaningful(back) == ["request-content-type-changed", "response-content-type-changed"], "\(back.rules)")
        #expect(ContractDiffer().diff(old: after, new: after).isEmpty)
        // Bodies Treaty does not read are served and checked by their type: a CSV that became
        // a PDF breaks clients too. Case and parameters are no change.
        let text = Self.media(request: "text/plain", response: "text/csv")
        let binary = Self.media(request: "application/octet-stream", response: "application/pdf")
        let spelled = Self.media(request: "Text/Plain; charset=utf-8", response: "text/csv; charset=utf-8")
        let files2 = FileSource.memory(["text.yaml": text, "binary.yaml": binary, "spelled.yaml": spelled])
        let load = { (name: String) in ContractLoader(files: files2).load([name]).contracts }
        #expect(
            meaningful(ContractDiffer().diff(old: load("text.yaml"), new: load("binary.yaml")))
                == ["request-content-type-changed", "response-content-type-changed"])
        #expect(meaningful(ContractDiffer().diff(old: load("text.yaml"), new: load("spelled.yaml"))).isEmpty)
    }

    /// A request body of several types Treaty does not read is imported as their common range
    /// (`image/*`, else `*/*`), whatever their order: listing them in another order is no change.
    @Test func aRequestBodyOfSeveralUnreadTypesIsTheSameInAnyOrder() {
        let one = """
            openapi: 3.0.3
            info: { title: Pets, version: "1" }
            paths:
              /pets/photo:
                put:
                  operationId: upload
                  requestBody: { content: { image/png: {}, image/jpeg: {} } }
                  responses: { 204: { description: ok } }
            """
        let other = one.replacing("image/png: {}, image/jpeg: {}", with: "image/jpeg: {}, image/png: {}")
        let files = FileSource.memory(["one.yaml": one, "other.yaml": other])
        let before = ContractLoader(files: files).load(["one.yaml"]).contracts
        let after = ContractLoader(files: files).load(["other.yaml"]).contracts
        #expect(before.first?.endpoints.first?.request.contentType == "image/*")
        #expect(ContractDiffer().diff(old: before, new: after).changes.filter { $0.classification != .informational }.isEmpty)
    }

    /// OpenAPI 3.1 lets a description beside a `$ref` override the target's: people read it, so a
    /// change to it is reported, as informational, where it is written.
    @Test func aDescriptionBesideAReferenceIsComparedAsInformational() {
        let plain = CompositionDiffTests.kind
        let described = ##"{ $ref: "#/components/schemas/Kind", description: The report kind. }"##
        let report = CompositionDiffTests.diff(plain, described)
        #expect(report.rules == ["description-changed", "description-changed"], "\(report.rules)")
        #expect(report.changes.allSatisfy { $0.after == "The report kind." && $0.pointer == "/properties/value" })
        #expect(CompositionDiffTests.diff(described, described).isEmpty)
    }
}
