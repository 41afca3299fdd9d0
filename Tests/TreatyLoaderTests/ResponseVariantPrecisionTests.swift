import Foundation
import Testing
import TreatyContract
import TreatyLoader

/// A response variant must never be a response the contract forbids. Every variant of every
/// success scenario of the bundled contracts and the shared OpenAPI documents is written as JSON,
/// read back and validated by a validator of its own, with its full report: what a generated
/// suite serves is what the contract allows.
@Suite struct ResponseVariantPrecisionTests {
    static let root = RootCauseTests.root

    /// The bundled contracts, and the OpenAPI documents beside the project when they are there.
    static var documents: [String] {
        let shared = RootCauseValidContractsTests.openAPIDocuments.map { RootCauseValidContractsTests.sharedOpenAPI + "/" + $0.0 }
        let present = shared.filter { FileManager.default.fileExists(atPath: root + "/" + $0) }
        return RootCauseValidContractsTests.treatyContracts + present
    }

    /// `(scenario, variant name, body)` for every variant and part of `path`'s success scenarios.
    private static func variants(_ path: String) -> [(String, String, JSONValue, Shape, SchemaTable)] {
        let result = ContractLoader().load([root + "/" + path])
        var found: [(String, String, JSONValue, Shape, SchemaTable)] = []
        for contract in result.contracts {
            let fixtures = FileSource.local.fixtureContents(of: contract)
            let builder = ResponseVariantBuilder(schemas: contract.schemaTable)
            for endpoint in contract.endpoints {
                for scenario in endpoint.scenarios {
                    guard let (response, shape) = endpoint.variedResponse(of: scenario) else { continue }
                    let body: JSONValue?
                    switch response.body {
                    case .inline(let value): body = value
                    case .fixture(let reference): body = fixtures[reference.path].flatMap { try? JSONParser().parse($0) }
                    case .none, .raw: body = nil
                    }
                    guard let body else { continue }
                    let made = builder.variants(of: body, shape: shape)
                    #expect(
                        made == builder.variants(of: body, shape: shape), "\(endpoint.id)/\(scenario.name): not deterministic")
                    for variant in made {
                        for each in [variant] + builder.checkedParts(of: variant, shape: shape) {
                            found.append(("\(endpoint.id)/\(scenario.name)", each.name, each.body, shape, contract.schemaTable))
                        }
                    }
                }
            }
        }
        return found
    }

    @Test func theDocumentsAreFound() {
        #expect(Self.documents.count >= 5)
    }

    @Test(arguments: documents)
    func everyVariantIsAResponseTheContractAllows(_ path: String) throws {
        for (scenario, name, body, shape, schemas) in Self.variants(path) {
            let written = JSONWriter.pretty.write(body)
            let read = try JSONParser().parse(written)
            let report = ShapeValidator(schemas: schemas).validate(read, against: shape)
            #expect(
                report.violations.isEmpty && report.unverified.isEmpty, "\(path): \(scenario) ~ \(name): \(report.violations)")
        }
    }

    @Test func theBundledContractsHaveVariantsOfEveryKindTheirShapesOffer() {
        let names = Self.variants("contracts/projects.yaml").map(\.1)
        #expect(names.contains("every nullable member null"))
        #expect(names.contains("every optional member absent"))
        #expect(names.contains("the body empty"))
        #expect(names.contains(#"/0/visibility "internal""#))
    }
}
