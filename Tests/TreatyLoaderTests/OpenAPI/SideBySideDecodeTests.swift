import Testing
import TreatyContract
import TreatyTooling
import TreatyYAML

@testable import TreatyLoader

/// An OpenAPI document's path items and schemas are decoded in parts side by side; the
/// endpoints, schemas, examples and findings must be those of decoding them in order, however the
/// parts fall. Where the parts could have found something else, the decoder goes back to
/// decoding in order, and these tests check both that it does and that it does not when it need not.
@Suite struct SideBySideDecodeTests {
    /// Enough path items for several parts, each with its own operation; `operation(index)`
    /// replaces the plain one of the path items it answers for.
    private static func document(pathItems: Int = 100, operation: (Int) -> String? = { _ in nil }) -> String {
        var text = OpenAPIHarness.header() + "paths:\n"
        for index in 0..<pathItems {
            text += "  /things\(index):\n    get:\n"
            text +=
                operation(index)
                    ?? """
                          operationId: getThing\(index)
                          parameters:
                            - { name: page, in: query, schema: { type: integer, minimum: 1 }, example: 2 }
                          responses:
                            "200":
                              description: A thing
                              content: { application/json: { schema: { type: object, properties: { id: { type: integer } } }, example: { id: \(index) } } }
                            "404": { $ref: "#/components/responses/Problem" }

                    """
        }
        return text + """
            components:
              responses:
                Problem:
                  description: A problem
                  content: { application/json: { schema: { type: object, properties: { code: { type: string, format: problem-code } } } } }
              schemas:
                Thing: { type: object }

            """
    }

    private struct Decoded {
        var endpoints: [Endpoint]
        var examples: [String]
        var diagnostics: [Diagnostic]
        var joinedParts: Bool
    }

    private func decode(_ text: String, sideBySide: Bool) throws -> Decoded {
        let root = try #require(try YAMLReader().read(Array(text.utf8)))
        let source = OpenAPISource(file: "api.yaml", root: root, version: .v30, strict: false)
        var context = DecodeContext(file: "api.yaml")
        let entries = Entries(root.mapping ?? [])
        let security = OpenAPISecurity(source: source, root: entries, &context)
        var decoder = OpenAPIOperationDecoder(
            source: source, options: OpenAPIOptions(), security: security, pathPrefix: "", serverURL: nil)
        let paths = try #require(entries["paths"]?.mapping)
        let endpoints = decoder.decode(paths: paths, sideBySide: sideBySide, &context)
        let examples = decoder.examples.sorted { $0.key < $1.key }.flatMap { id, examples in
            examples.requestBody.map { "\(id) request \($0.name) \($0.location)" }
                + examples.responses.sorted { "\($0.key)" < "\($1.key)" }.flatMap { status, list in
                    list.map { "\(id) \(status) \($0.name) \($0.location) \($0.value)" }
                }
        }
        return Decoded(
            endpoints: endpoints, examples: examples, diagnostics: context.diagnostics.mergingRelated(),
            joinedParts: decoder.joinedParts)
    }

    /// Decodes `text` both ways, expects the same, and returns what decoding in parts gave.
    private func decodedBothWays(_ text: String) throws -> Decoded {
        let inOrder = try decode(text, sideBySide: false)
        let inParts = try decode(text, sideBySide: true)
        #expect(!inOrder.joinedParts)
        #expect(inParts.endpoints == inOrder.endpoints)
        #expect(inParts.examples == inOrder.examples)
        #expect(inParts.diagnostics == inOrder.diagnostics)
        return inParts
    }

    @Test func aPlainDocumentIsDecodedInPartsWithTheSameResult() throws {
        let decoded = try decodedBothWays(Self.document())
        #expect(decoded.joinedParts)
        #expect(decoded.endpoints.map(\.id) == (0..<100).map { "getThing\($0)" })
        #expect(decoded.examples.count == 100)
        // The shared response's unknown format is met first in every part, at the same place: one finding.
        #expect(decoded.diagnostics.map(\.rule) == ["unknown-format"])
    }

    @Test func aFewPathItemsAreDecodedInOrder() throws {
        let decoded = try decodedBothWays(Self.document(pathItems: OpenAPIOperationDecoder.pathItemsPerPart))
        #expect(!decoded.joinedParts)
        #expect(decoded.endpoints.count == OpenAPIOperationDecoder.pathItemsPerPart)
    }

    @Test func anOperationIdTwoPartsGiveIsRenamedAsInOrder() throws {
        let text = Self.document { index in
            index == 90 ? "      operationId: getThing3\n      responses: { \"204\": { description: Gone } }\n" : nil
        }
        let decoded = try decodedBothWays(text)
        #expect(!decoded.joinedParts)
        #expect(decoded.endpoints[90].id == "getThing3_2")
        #expect(decoded.diagnostics.contains { $0.rule == "openapi-operation-id" })
    }

    @Test func anUnknownFormatMetInTwoPartsIsReportedOnceAtItsFirstUse() throws {
        let text = Self.document { index in
            guard index == 10 || index == 80 else { return nil }
            return """
                      responses:
                        "200": { description: A phone, content: { application/json: { schema: { type: string, format: phone } } } }

                """
        }
        let decoded = try decodedBothWays(text)
        #expect(!decoded.joinedParts)
        let phone = decoded.diagnostics.filter { $0.rule == "unknown-format" && $0.message.contains("'phone'") }
        #expect(phone.count == 1)
        #expect(phone.first?.location.line == decoded.endpoints[10].location.line + 2)
    }

    /// 150 broken references, one per path item: the file's first 100 get a "did you mean",
    /// whichever part they fall in, and the rest do not.
    @Test func didYouMeanSearchesAreCountedAcrossParts() throws {
        let text = Self.document(pathItems: 150) { _ in
            "      responses:\n        \"404\": { $ref: \"#/components/responses/Problm\" }\n"
        }
        let decoded = try decodedBothWays(text)
        #expect(!decoded.joinedParts)
        let broken = decoded.diagnostics.filter { $0.rule == "openapi-invalid-ref" }
        #expect(broken.count == 150)
        #expect(broken.filter { $0.hint?.contains("did you mean") == true }.count == 100)
    }

    /// A few broken references, fewer than the file's searches: no part's search was refused, so
    /// the parts are joined.
    @Test func aFewBrokenReferencesStillJoinTheParts() throws {
        let text = Self.document { index in
            guard index % 40 == 7 else { return nil }
            return "      responses:\n        \"404\": { $ref: \"#/components/responses/Problm\" }\n"
        }
        let decoded = try decodedBothWays(text)
        #expect(decoded.joinedParts)
        let broken = decoded.diagnostics.filter { $0.rule == "openapi-invalid-ref" }
        #expect(broken.count == 3)
        #expect(broken.allSatisfy { $0.hint?.contains("did you mean") == true })
    }

    /// A document of `count` schemas referring to each other; `schema(index)` replaces the plain
    /// one it answers for.
    private static func schemas(_ count: Int, _ schema: (Int) -> String? = { _ in nil }) -> String {
        var text = OpenAPIHarness.header() + "paths: {}\ncomponents:\n  schemas:\n"
        for index in 0..<count {
            text +=
                "    Thing\(index): "
                + (schema(index)
                    ?? "{ type: object, required: [id], properties: { id: { type: integer, minimum: \(index) }, next: { $ref: '#/components/schemas/Thing\((index + 1) % count)' } }, example: { id: \(index) } }")
                + "\n"
        }
        return text
    }

    private func decodeDocument(_ text: String, sideBySide: Bool) throws -> (Contract, [Diagnostic]) {
        let root = try #require(try YAMLReader().read(Array(text.utf8)))
        let source = OpenAPISource(file: "api.yaml", root: root, version: .v30, strict: false)
        var context = DecodeContext(file: "api.yaml")
        let (contract, _) = OpenAPIDecoder(source: source, options: OpenAPIOptions()).decode(&context, sideBySide: sideBySide)
        return (contract, context.diagnostics.mergingRelated())
    }

    @Test(arguments: [
        ("plain", schemas(200)),
        ("an unknown format in two parts", schemas(200) { $0 == 10 || $0 == 150 ? "{ type: string, format: phone }" : nil }),
        ("a wrong keyword type", schemas(200) { $0 == 99 ? "{ type: object, required: yes }" : nil }),
    ])
    func schemasDecodeInPartsAsInOrder(_ name: String, _ text: String) throws {
        let (inOrder, inOrderFindings) = try decodeDocument(text, sideBySide: false)
        let (inParts, inPartsFindings) = try decodeDocument(text, sideBySide: true)
        #expect(inParts == inOrder, "\(name)")
        #expect(inPartsFindings == inOrderFindings, "\(name)")
        #expect(inOrder.namedSchemas.count == 200)
    }

    @Test func anUnknownFormatInTwoPartsOfSchemasIsReportedAtItsFirstUse() throws {
        let text = Self.schemas(200) { $0 == 10 || $0 == 150 ? "{ type: string, format: phone }" : nil }
        let (_, findings) = try decodeDocument(text, sideBySide: true)
        let phone = findings.filter { $0.rule == "unknown-format" }
        #expect(phone.map(\.location.line) == [OpenAPIHarness.header().split(separator: "\n").count + 4 + 10])
    }
}

/// How two parts' reports of one unknown format are joined: parts that share nothing (schemas)
/// are joined with the later report left out; parts that may share components (path items) are not.
@Suite struct PartsJoinTests {
    private func at(_ line: Int) -> TreatyContract.FileLocation {
        TreatyContract.FileLocation(file: "api.yaml", line: line, column: 7)
    }

    /// A copy of `start` that met `format` at `line` first, then found something else.
    private func part(of start: DecodeContext, format: String, at line: Int, then other: Diagnostic) -> DecodeContext {
        var part = start
        part.notes.reportedFormats[format] = at(line)
        part.report(.unknownFormat(format, known: FormatCatalogue.known, at: at(line)))
        part.report(other)
        return part
    }

    @Test func aFormatTwoIndependentPartsReportIsKeptAtItsFirstUseOnly() {
        let start = DecodeContext(file: "api.yaml")
        let first = part(of: start, format: "phone", at: 10, then: .invalidValue("'x'", found: "a", expected: "b", at: at(11)))
        let second = part(of: start, format: "phone", at: 90, then: .invalidValue("'y'", found: "c", expected: "d", at: at(91)))
        #expect(start.agrees(with: [first, second], sharingComponents: false))
        #expect(!start.agrees(with: [first, second], sharingComponents: true))
        var joined = start
        joined.join([first, second])
        #expect(joined.diagnostics.map(\.location.line) == [10, 11, 91])
        #expect(joined.notes.reportedFormats == ["phone": at(10)])
    }

    @Test func aFormatReportedBeforeThePartsIsNotReportedAgain() {
        var start = DecodeContext(file: "api.yaml")
        start.notes.reportedFormats["phone"] = at(2)
        start.report(.unknownFormat("phone", known: FormatCatalogue.known, at: at(2)))
        let later = part(of: start, format: "phone", at: 50, then: .invalidValue("'x'", found: "a", expected: "b", at: at(51)))
        #expect(start.agrees(with: [later], sharingComponents: false))
        var joined = start
        joined.join([later])
        #expect(joined.diagnostics.map(\.location.line) == [2, 51])
    }

    /// Met first in the same shared component, the report is one finding that one context also
    /// repeats at every use: kept from both parts.
    @Test func aFormatTwoPartsReportAtTheSamePlaceIsKeptFromBoth() {
        let start = DecodeContext(file: "api.yaml")
        let first = part(of: start, format: "phone", at: 10, then: .invalidValue("'x'", found: "a", expected: "b", at: at(11)))
        let second = part(of: start, format: "phone", at: 10, then: .invalidValue("'x'", found: "a", expected: "b", at: at(11)))
        #expect(start.agrees(with: [first, second], sharingComponents: true))
        var joined = start
        joined.join([first, second])
        #expect(joined.diagnostics.map(\.location.line) == [10, 11, 10, 11])
    }
}
