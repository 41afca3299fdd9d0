import Foundation
import Testing
import TreatyContract
@_spi(Generated) import TreatyStubs

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A suite's response variants, run against clients that decode only part of what the contract
/// allows: each fault is a failure naming the member, and a client that decodes everything passes.
@Suite struct ResponseVariantRunTests {
    private static let location = FileLocation(file: "releases.yaml", line: 1, column: 1)

    /// `GET /release`: `name` and `body` nullable, `draft` optional, `state` an enum.
    static let contract: Contract = {
        func shape(_ type: JSONType, _ configure: (inout Shape) -> Void = { _ in }) -> Shape {
            var shape = Shape(at: location)
            shape.types = [type]
            configure(&shape)
            return shape
        }
        let release = shape(.object) {
            $0.properties = [
                .init(name: "id", shape: shape(.integer)),
                .init(name: "name", shape: shape(.string) { $0.nullable = true }),
                .init(name: "body", shape: shape(.string) { $0.nullable = true }),
                .init(name: "draft", shape: shape(.boolean)),
                .init(name: "state", shape: shape(.string) { $0.enumValues = ["open", "closed"] }),
            ]
            $0.required = ["id", "name", "body", "state"]
        }
        let fixture: JSONValue = ["id": 1, "name": "v1", "body": "notes", "draft": false, "state": "open"]
        let endpoint = Endpoint(
            id: "getRelease", method: "GET", path: PathTemplate("/release")!, request: RequestSpec(),
            responses: [ResponseSpec(status: .code(200), body: release, location: location)],
            scenarios: [
                Scenario(
                    name: "success", outcome: .response(StubResponse(status: 200, body: .inline(fixture))), expect: .success,
                    location: location)
            ], location: location)
        return Contract(
            file: "releases.yaml", name: "Releases", version: "1", stubHost: "releases.test.invalid", fixtureDirectory: ".",
            endpoints: [endpoint])
    }()

    /// Runs every variant with a client that reads the body with `decode`, and returns the failures.
    private func failures(
        settings: VariantSettings = VariantSettings(), decode: @escaping @Sendable ([String: Any]) -> Bool
    ) async -> [String] {
        let suite = ContractSuite(contract: Self.contract, fixtures: FixtureSource(), variants: settings, environment: [:])
        let log = FailureLog()
        for variant in suite.variantCases() {
            await suite.run(
                variant, reporter: log.reporter,
                call: { stubs, _ in
                    let (data, _) = try await stubs.urlSession.data(from: stubs.url("/release"))
                    guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any], decode(object) else {
                        throw URLError(.cannotDecodeContentData)
                    }
                }, classify: { _ in .decoding })
        }
        return log.messages
    }

    @Test func theVariantsAreNamedByScenarioAndBoundary() {
        let suite = ContractSuite(contract: Self.contract, fixtures: FixtureSource(), environment: [:])
        let names = suite.variantCases().map(\.description)
        #expect(names.contains("getRelease/success ~ every nullable member null"))
        #expect(names.contains("getRelease/success ~ /draft absent"))
        #expect(names.contains(#"getRelease/success ~ /state "closed""#))
    }

    /// The `allInputs` copy of a success serves the same response: its variants would be the
    /// success's again, so it has none, while a scenario serving another response has its own.
    @Test func aScenarioServingAnEarlierOnesResponseHasNoVariantsOfItsOwn() throws {
        var contract = Self.contract
        let success = try #require(contract.endpoints[0].scenarios.first)
        var copy = success
        copy.name = "allInputs"
        copy.input = RequestInput(query: [NamedValue(name: "page", value: 2)])
        var other = success
        other.name = "older"
        other.outcome = .response(
            StubResponse(status: 200, body: .inline(["id": 2, "name": nil, "body": "", "state": "closed"])))
        contract.endpoints[0].scenarios += [copy, other]
        let suite = ContractSuite(contract: contract, fixtures: FixtureSource(), environment: [:])
        let scenarios = Set(suite.variantCases().map { $0.scenarioName })
        #expect(scenarios == ["success", "older"])
    }

    @Test func aClientThatDecodesEveryAllowedResponsePasses() async {
        let messages = await failures { object in object["id"] is Int && object["state"] is String }
        #expect(messages.isEmpty, "\(messages)")
    }

    @Test func aNullableMemberReadAsRequiredIsNamedAlone() async {
        let messages = await failures { object in object["name"] is String }
        #expect(
            messages == [
                "client regression: getRelease/success: the client cannot decode a response the contract allows: /name is null (it returned a decoding error)"
            ])
    }

    @Test func anOptionalMemberReadAsRequiredAndAnUnknownEnumValueFail() async {
        let messages = await failures { object in object["draft"] is Bool && object["state"] as? String == "open" }
        #expect(
            messages == [
                "client regression: getRelease/success: the client cannot decode a response the contract allows: /draft is absent (it returned a decoding error)",
                #"client regression: getRelease/success: the client cannot decode a response the contract allows: /state is "closed" (it returned a decoding error)"#,
            ])
    }

    @Test func aKindTurnedOffIsNotRunAndAKnownIssueIsCarriedToTheCase() async {
        let settings = VariantSettings(
            off: [.enumValues], knownIssues: ["getRelease/success ~ /draft absent": "draft is required in 1.0"])
        let suite = ContractSuite(contract: Self.contract, fixtures: FixtureSource(), variants: settings, environment: [:])
        let cases = suite.variantCases()
        #expect(!cases.contains { $0.variantName.hasPrefix("/state") })
        #expect(cases.first { $0.variantName == "/draft absent" }?.knownIssue == "draft is required in 1.0")
        #expect(cases.filter { $0.knownIssue != nil }.count == 1)
    }

    @Test func aClientThatSendsNoRequestIsReportedInTheScenariosLane() async throws {
        let suite = ContractSuite(contract: Self.contract, fixtures: FixtureSource(), environment: [:])
        let log = FailureLog()
        let variant = try #require(suite.variantCases().first)
        await suite.run(variant, reporter: log.reporter, call: { _, _ in }, classify: { _ in .decoding })
        #expect(log.messages == ["client regression: getRelease/success: the client sent no request to GET /release"])
    }

    @Test func aCaseTheContractNoLongerHasSaysRegenerate() async {
        let suite = ContractSuite(contract: Self.contract, fixtures: FixtureSource(), environment: [:])
        let log = FailureLog()
        await suite.run(
            ResponseVariantCase(endpointID: "getRelease", scenarioName: "success", variantName: "/gone null"),
            reporter: log.reporter, call: { _, _ in }, classify: { _ in .decoding })
        #expect(
            log.messages == [
                "client regression: getRelease/success: the contract has no response variant '/gone null'; regenerate the suite"
            ])
    }
}
