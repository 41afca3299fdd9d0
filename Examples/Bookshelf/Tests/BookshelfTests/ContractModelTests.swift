import BookshelfClient
import Foundation
import Testing
import TreatyContract
import TreatyStubs
import TreatyStubsTesting

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Hand-written tests that read Treaty's contract model, as a team's own tests may. The file
/// imports only products (TreatyStubs, TreatyContract, TreatyStubsTesting), and the target builds
/// with `MemberImportVisibility` and SwiftPM's explicit-dependency check on, so every member used
/// here is reachable through a product the target declares. Testing's `SourceLocation` and
/// `Expectation` are named beside the model, unambiguously.
@Suite struct ContractModelTests {
    /// Messages a session reports, kept for the test to read instead of failing it.
    final class Failures: @unchecked Sendable {
        private let lock = NSLock()
        private var messages: [String] = []
        var all: [String] { lock.withLock { messages } }
        var reporter: FailureReporter { FailureReporter { message, _ in self.lock.withLock { self.messages.append(message) } } }
    }

    /// An expectation of our own about the contract, located where the test calls it.
    func expectScenario(
        _ endpoint: String, _ scenario: String, sourceLocation: SourceLocation = #_sourceLocation
    ) -> TreatyContract.Scenario? {
        let found = BookshelfContract.contract.endpoint(endpoint)?.scenario(scenario)
        #expect(found != nil, "\(endpoint)/\(scenario) is in the contract", sourceLocation: sourceLocation)
        return found
    }

    @Test func theSessionsContractNamesEveryEndpoint() {
        let stubs = StubSession(
            contract: BookshelfContract.contract, fixtures: BookshelfContract.fixtures, reporter: .swiftTesting)
        let ids = stubs.contract?.endpoints.map(\.id) ?? []
        #expect(ids == ["listBooks", "getBook", "listReviews", "exportShelf", "bookCover"])
        let expected: [ExpectedOutcome] = stubs.contract?.endpoint("getBook")?.scenarios.map(\.expect) ?? []
        #expect(expected == [.success, .http])
    }

    @Test func aScenariosInputsAreValuesOfTheBodyEnum() throws {
        let reading = try #require(expectScenario("listBooks", "reading"))
        guard case .string(let shelf)? = reading.input.query.first(where: { $0.name == "shelf" })?.value else {
            Issue.record("the reading scenario passes a shelf")
            return
        }
        #expect(shelf == "reading")
        #expect(reading.input.body == nil)
        guard case .response(let response) = reading.outcome, case .inline(.array(let books)) = response.body,
            case .object(let book)? = books.first
        else {
            Issue.record("the reading scenario answers with a list of books")
            return
        }
        if case .null? = book["subtitle"] { Issue.record("this book has a subtitle") }
        #expect(book["title"] == .string("The Left Hand of Darkness"))
    }

    @Test func anInlineReplyWithANullMemberDecodes() async throws {
        let stubs = StubSession(
            contract: BookshelfContract.contract, fixtures: BookshelfContract.fixtures, reporter: .swiftTesting)
        let body: JSONValue = ["id": 7, "title": "Dune", "subtitle": nil, "author": "Frank Herbert"]
        stubs.stub("getBook", .json(200, body))
        let book = try await APIClient(baseURL: stubs.baseURL, session: stubs.urlSession).getBook(id: 7)
        #expect(book.subtitle == nil)
        stubs.verify()
    }

    /// A team's own rule on top of the contract's: book 13 is never asked for.
    @Test func aCustomShapeCheckAddsARule() async throws {
        let standard = ShapeChecker.standard(schemas: BookshelfContract.contract.schemaTable)
        var checker = standard
        checker.checkParameter = { value, shape in
            let mismatches = standard.checkParameter(value, shape)
            guard value == "13", shape.types?.contains(.integer) == true else { return mismatches }
            return mismatches + [ShapeMismatch(pointer: "", expected: "a book other than 13", actual: "13")]
        }
        let failures = Failures()
        let stubs = StubSession(
            contract: BookshelfContract.contract, fixtures: BookshelfContract.fixtures, checker: checker,
            reporter: failures.reporter)
        stubs.stub("getBook", scenario: "found")
        _ = try? await APIClient(baseURL: stubs.baseURL, session: stubs.urlSession).getBook(id: 13)
        stubs.verify()
        #expect(failures.all.contains { $0.contains("a book other than 13") }, "\(failures.all)")
    }
}
