import Foundation
import Testing
import TreatyContract
import TreatyLoader

/// Generated code rebuilds contracts from archives; the round trip must be exact and stable.
@Suite struct ContractArchiveTests {
    @Test func bundledContractRoundTripsExactly() throws {
        let result = ContractLoader().load([LintRuleTests.repositoryRoot + "/contracts/projects.yaml"])
        let contract = try #require(result.contracts.first)
        let text = try ContractArchive.encode(contract)
        let decoded = try ContractArchive.decode(text)
        #expect(decoded == contract)
        #expect(try ContractArchive.encode(decoded) == text)
    }

    @Test func numbersKeepTheirText() throws {
        var shape = Shape(at: FileLocation(file: "a.yaml", line: 1, column: 1))
        shape.enumValues = [.number(JSONNumber(text: "123456789012345678901234567890")), 1.5, ["k": [nil, true]]]
        shape.multipleOf = JSONNumber(text: "0.10")
        let contract = Contract(
            file: "a.yaml", name: "A", version: "1", stubHost: "a.test.invalid", fixtureDirectory: ".",
            namedSchemas: [NamedSchema(name: "S", shape: shape)])
        let decoded = try ContractArchive.decode(try ContractArchive.encode(contract))
        #expect(decoded.namedSchemas[0].shape.enumValues?[0] == .number(JSONNumber(text: "123456789012345678901234567890")))
        #expect(decoded.namedSchemas[0].shape.multipleOf?.text == "0.10")
        #expect(decoded == contract)
    }

    /// The archive is encoded straight into a JSON value; it must be what Foundation's
    /// `JSONEncoder`, printed and parsed again, gives, or every generated file would change.
    @Test(arguments: [
        "contracts/projects.yaml", "contracts/httpbin.yaml", "Tests/Contracts/petstore/petstore.yaml",
        "Tests/LiveCheck/httpbin-drifted.openapi.yaml",
    ])
    func theArchiveIsWhatFoundationsEncoderGives(_ path: String) throws {
        let result = ContractLoader().load([LintRuleTests.repositoryRoot + "/" + path])
        let contract = try #require(result.contracts.first)
        let viaFoundation = try JSONParser(limits: JSONParser.Limits(maxDepth: 100_000))
            .parse(Array(JSONEncoder().encode(contract)))
        #expect(try ContractArchive.encode(contract) == JSONWriter.pretty.write(viaFoundation))
    }
}
