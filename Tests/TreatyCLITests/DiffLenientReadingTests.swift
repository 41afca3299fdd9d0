import Foundation
import Testing

/// `treaty diff` compares documents `treaty lint` refuses, as far as they can be read: each
/// construct read leniently is a located warning, and only a file that is no YAML or JSON, or no
/// contract or OpenAPI document at all, stops it.
@Suite struct DiffLenientReadingTests {
    /// An OpenAPI 3.0 document with `paths` given whole.
    static func document(_ paths: String) -> String {
        """
        openapi: 3.0.3
        info: { title: Pets, version: "1" }
        paths:
        \(paths)
        """
    }

    static func diff(_ old: String, _ new: String) async throws -> (status: Int32, stdout: String, stderr: String) {
        let folder = try TreatyRunner.folder(["old.yaml": document(old), "new.yaml": document(new)])
        let output = try await TreatyRunner.run(["diff", "old.yaml", "new.yaml"], in: folder)
        return (output.status, output.stdout, output.stderr)
    }

    @Test func anOperationWithoutResponsesIsComparedWithAWarning() async throws {
        let old = "  /pets:\n    get:\n      operationId: listPets\n"
        let new = old + "      responses:\n        \"200\": { description: ok }\n"
        let output = try await Self.diff(old, new)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("additive: [response-status-added] Pets listPets 200"))
        #expect(
            output.stdout.contains(
                "old.yaml:5:5: warning: [openapi-missing-key] read leniently: operation 'listPets' is missing the required key 'responses'"
            ))
        #expect(output.stdout.hasSuffix("0 breaking, 0 warning, 1 additive, 0 informational, 0 accepted\n"))
    }

    /// `content:` with its media type written at the same indent: YAML reads `content` as null
    /// and the media type as a stray key of the response.
    @Test func aContentReadAsNullIsAWarningNotARefusal() async throws {
        let base =
            "  /pets:\n    get:\n      operationId: listPets\n      responses:\n        \"200\":\n          description: ok\n"
        let old = base + "          content: { application/json: { schema: { type: array } } }\n"
        let new = base + "          content:\n          application/json:\n            schema: { type: array }\n"
        let output = try await Self.diff(old, new)
        #expect(output.status == 1)
        #expect(output.stdout.contains("breaking: [response-body-removed] Pets listPets 200"))
        #expect(
            output.stdout.contains(
                "new.yaml:10:19: warning: [wrong-type] read leniently: 'content' must be a mapping, found null"))
    }

    @Test func pathParametersTheTemplateAndTheListDisagreeOnArePaired() async throws {
        let undeclared =
            "  /pets/{petId}:\n    get:\n      operationId: getPet\n      responses: { \"200\": { description: ok } }\n"
        let declared = undeclared.replacing(
            "      responses:",
            with: "      parameters: [{ name: petId, in: path, required: true, schema: { type: integer } }]\n      responses:")
        let typed = try await Self.diff(undeclared, declared)
        #expect(
            typed.stdout.contains(
                "breaking: [request-type-changed] Pets getPet request.path.petId: request type changed; was 'string', now 'integer'"
            ))
        #expect(typed.stdout.contains("warning: [undeclared-path-parameter] read leniently: path parameter 'petId'"))
        let unused = declared.replacing("name: petId", with: "name: region")
        let removed = try await Self.diff(unused, undeclared.replacing("{petId}", with: "{region}"))
        #expect(removed.stdout.contains("[request-type-changed] Pets getPet request.path.region"), "\(removed.stdout)")
    }

    @Test func anEmptyPatternAndAnUnknownTypeAreReadAsWritten() async throws {
        func body(_ schema: String) -> String {
            "  /pets:\n    post:\n      operationId: createPet\n      requestBody:\n        content: { application/json: { schema: \(schema) } }\n      responses: { \"201\": { description: made } }\n"
        }
        let pattern = try await Self.diff(body("{ type: string, pattern: '' }"), body("{ type: string, pattern: '^[a-z]+$' }"))
        #expect(pattern.stdout.contains("breaking: [request-pattern-added]"), "\(pattern.stdout)")
        #expect(pattern.stdout.contains("warning: [invalid-pattern] read leniently:"))
        let type = try await Self.diff(body("{ type: bogus }"), body("{ type: integer }"))
        #expect(
            type.stdout.contains(
                "breaking: [request-type-changed] Pets createPet request.body: request type changed; was 'bogus', now 'integer'"))
        #expect(!type.stdout.contains("nullable"))
        let same = try await Self.diff(body("{ type: bogus }"), body("{ type: bogus }"))
        #expect(!same.stdout.contains("breaking:"))
    }

    @Test func onlyAFileThatIsNoContractStopsTheDiff() async throws {
        let valid = "  /pets:\n    get:\n      operationId: listPets\n      responses: { \"200\": { description: ok } }\n"
        let folder = try TreatyRunner.folder([
            "old.yaml": Self.document(valid), "list.yaml": "- a\n- b\n", "settings.yaml": "foo: bar\n", "broken.yaml": "a: [\n",
        ])
        for other in ["list.yaml", "settings.yaml", "broken.yaml"] {
            let output = try await TreatyRunner.run(["diff", "old.yaml", other], in: folder)
            #expect(output.status == 2, "\(other)")
            #expect(output.stdout.isEmpty)
            #expect(
                output.stderr.contains("error: the contracts of '\(other)' cannot be compared; fix these first"),
                "\(output.stderr)")
        }
    }
}
