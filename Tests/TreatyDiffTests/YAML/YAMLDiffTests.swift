import Testing
import TreatyContract
import TreatyLoader
import TreatyTooling

@testable import TreatyDiff

/// Diffs of contracts written as YAML and read by the real loader, the way `treaty diff` will run.
@Suite struct YAMLDiffTests {
    static let common = """
        treaty: 1
        schemas:
          Error:
            type: object
            required: [error]
            properties:
              error: { type: string }
        """

    static func projects(
        owner: String = "{ $ref: \"#/schemas/User\", nullable: true }", userSchema: String = "User",
        status: String = "[active, archived]", extra: String = ""
    ) -> String {
        """
        treaty: 1
        name: Projects
        version: 1.0.0
        stubHost: api.test.invalid
        endpoints:
          getProject:
            method: GET
            path: /v1/projects/{projectId}
            request:
              path:
                projectId: { type: integer }
            responses:
              200:
                body: { $ref: "#/schemas/Project" }
              404:
                body: { $ref: "common.yaml#/schemas/Error" }
        \(extra)
        schemas:
          Project:
            type: object
            required: [id, status]
            properties:
              id: { type: integer }
              status: { type: string, enum: \(status) }
              owner: \(owner.replacing("#/schemas/User", with: "#/schemas/\(userSchema)"))
          \(userSchema):
            type: object
            required: [email]
            properties:
              email: { type: string, format: email }
        """
    }

    static func load(_ projects: String, common: String = YAMLDiffTests.common) -> [Contract] {
        let files = FileSource.memory(["contracts/projects.yaml": projects, "contracts/common.yaml": common])
        let result = ContractLoader(files: files).load(["contracts/projects.yaml"])
        #expect(!result.diagnostics.hasErrors, "\(DiagnosticFormat.text.render(result.diagnostics))")
        return result.contracts
    }

    @Test func sameYAMLIsEmpty() {
        #expect(ContractDiffer().diff(old: Self.load(Self.projects()), new: Self.load(Self.projects())).isEmpty)
    }

    @Test func aQueryParametersDefaultIsReadAndCompared() {
        func projects(_ limit: String) -> String {
            Self.projects().replacing(
                "        projectId: { type: integer }\n",
                with: "        projectId: { type: integer }\n      query:\n        limit: \(limit)\n")
        }
        let before = Self.load(projects("{ type: integer, default: 30 }"))
        #expect(before.first?.endpoints.first?.request.query.first?.defaultValue == 30)
        let report = ContractDiffer().diff(old: before, new: Self.load(projects("{ type: integer, default: 100 }")))
        #expect(report.rules == ["request-parameter-default-changed"])
    }

    @Test func renamedSchemaIsNoChange() {
        let report = ContractDiffer().diff(old: Self.load(Self.projects()), new: Self.load(Self.projects(userSchema: "Person")))
        #expect(report.isEmpty, "\(report.rules)")
    }

    /// A payment method told apart by `kind`; `mapping` and the names of the two branches vary.
    static func payments(mapping: String, card: String = "Card") -> String {
        """
        treaty: 1
        name: Payments
        version: 1.0.0
        stubHost: api.test.invalid
        endpoints:
          getMethod:
            method: GET
            path: /v1/methods/{id}
            request:
              path:
                id: { type: integer }
            responses:
              200:
                body:
                  oneOf: [{ $ref: "#/schemas/\(card)" }, { $ref: "#/schemas/Bank" }]
                  discriminator: { propertyName: kind, mapping: \(mapping) }
        schemas:
          \(card): { type: object, required: [kind, last4], properties: { kind: { type: string }, last4: { type: string } } }
          Bank: { type: object, required: [kind, iban], properties: { kind: { type: string }, iban: { type: string } } }
        """
    }

    /// A bundled description names a discriminator's branches otherwise than its split sources:
    /// renamed branches that mean the same, or a mapping written in another order, are no change;
    /// a value that names another branch is.
    @Test func aDiscriminatorMappingComparesBranchesByMeaningNotName() {
        let written = Self.payments(mapping: ##"{ card: "#/schemas/Card", bank: "#/schemas/Bank" }"##)
        let renamed = Self.payments(mapping: ##"{ card: "#/schemas/PaymentCard", bank: "#/schemas/Bank" }"##, card: "PaymentCard")
        let reordered = Self.payments(mapping: ##"{ bank: "#/schemas/Bank", card: "#/schemas/Card" }"##)
        let swapped = Self.payments(mapping: ##"{ card: "#/schemas/Bank", bank: "#/schemas/Card" }"##)
        let differ = ContractDiffer()
        #expect(differ.diff(old: Self.load(written), new: Self.load(renamed)).isEmpty)
        #expect(differ.diff(old: Self.load(written), new: Self.load(reordered)).isEmpty)
        let report = differ.diff(old: Self.load(written), new: Self.load(swapped))
        #expect(report.rules == ["response-schema-changed"])
        #expect(report.changes.first?.pointer == "/discriminator")
        #expect(report.changes.first?.after == "propertyName 'kind' (card → Bank, bank → Card)")
    }

    @Test func enumValueAddedToResponseIsBreakingWithYAMLLocation() {
        let report = ContractDiffer().diff(
            old: Self.load(Self.projects()), new: Self.load(Self.projects(status: "[active, archived, deleted]")))
        #expect(report.rules == ["response-enum-value-added"])
        let change = report.changes[0]
        #expect(change.classification == .breaking)
        #expect(change.endpoint == "getProject" && change.status == "200" && change.target == "response.body")
        #expect(change.pointer == "/properties/status")
        #expect(change.after == "\"deleted\"")
        #expect(change.location?.file == "contracts/projects.yaml")
        #expect(change.location?.line == 24)
    }

    @Test func crossFileSchemaChange() {
        let widened = Self.common.replacing("required: [error]", with: "required: []")
        let report = ContractDiffer().diff(old: Self.load(Self.projects()), new: Self.load(Self.projects(), common: widened))
        #expect(report.rules == ["response-field-made-optional"])
        #expect(report.changes.first?.status == "404")
        #expect(report.changes.first?.pointer == "/properties/error")
    }

    @Test func newEndpointAndNullableRemovedFromYAML() {
        let extra = """
              listProjects:
                method: GET
                path: /v1/projects
                responses:
                  200: { body: { type: array, items: { $ref: "#/schemas/Project" } } }
            """
        let report = ContractDiffer().diff(
            old: Self.load(Self.projects()),
            new: Self.load(Self.projects(owner: "{ $ref: \"#/schemas/User\" }", extra: extra)))
        #expect(report.rules == ["endpoint-added", "response-field-made-non-nullable"])
        #expect(report.changes.map(\.classification) == [.additive, .additive])
    }
}
