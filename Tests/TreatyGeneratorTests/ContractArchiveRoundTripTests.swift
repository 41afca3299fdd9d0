import Testing
import TreatyContract
import TreatyGenerator
import TreatyLoader

/// Generated suites rebuild their contract from its archive: for every contract the repository
/// bundles and every shared OpenAPI document, the rebuilt model equals the loaded one, and
/// archiving it again gives the same bytes.
@Suite struct ContractArchiveRoundTripTests {
    static let documents = [
        "contracts/projects.yaml", "contracts/httpbin.yaml", "Tests/Contracts/notes.yaml",
        "Tests/Contracts/petstore/petstore.yaml", "Tests/Contracts/hostile/names.yaml",
        "Tests/LiveCheck/httpbin-drifted.openapi.yaml", "Examples/Bookshelf/contracts/bookshelf.yaml",
        "Examples/Tracker/Sources/TrackerClient/openapi.yaml",
    ]

    /// The OpenAPI Specification's examples and httpbin's description, shared beside the repository.
    static let sharedDocuments = [
        "api-with-examples", "callback-example", "httpbin.openapi", "link-example", "petstore-expanded", "petstore", "uspto",
        "webhook-example.3.1",
    ].map { "../shared/openapi/\($0).yaml" }

    @Test(arguments: documents + sharedDocuments)
    func aContractRoundTripsExactly(_ path: String) throws {
        let contract = try #require(GeneratorFixtures.load([path]).first, "\(path) does not load")
        let text = try ContractArchive.encode(contract)
        let decoded = try ContractArchive.decode(text)
        #expect(decoded == contract)
        #expect(try ContractArchive.encode(decoded) == text)
    }

    /// Every object key of an archive is a word of the documented vocabulary, so renaming a Swift
    /// property of the model cannot change the format unnoticed.
    @Test(arguments: documents + sharedDocuments)
    func everyKeyIsInTheVocabulary(_ path: String) throws {
        let contract = try #require(GeneratorFixtures.load([path]).first, "\(path) does not load")
        let archive = try JSONParser(limits: JSONParser.Limits(maxDepth: 10_000)).parse(try ContractArchive.encode(contract))
        let unknown = ArchiveKeys.outsideVocabulary(archive)
        #expect(unknown.isEmpty, "keys outside ContractArchive.vocabulary: \(unknown.sorted())")
    }
}

/// Walks an archive's keys as the format defines them: the contract's own JSON values (under
/// ``ContractArchive/literalKeys``) and the references keying `schemas` are data, not keys.
enum ArchiveKeys {
    static func outsideVocabulary(_ value: JSONValue) -> Set<String> {
        var unknown: Set<String> = []
        visit(value, &unknown)
        return unknown
    }

    private static func visit(_ value: JSONValue, _ unknown: inout Set<String>) {
        switch value {
        case .array(let items): for item in items { visit(item, &unknown) }
        case .object(let object):
            for member in object {
                if !ContractArchive.vocabulary.contains(member.key) { unknown.insert(member.key) }
                if ContractArchive.literalKeys.contains(member.key) { continue }
                if member.key == "schemas", case .object(let table) = member.value {
                    for entry in table { visit(entry.value, &unknown) }
                } else {
                    visit(member.value, &unknown)
                }
            }
        default: break
        }
    }
}
