import Testing
import TreatyContract
@_spi(Generated) import TreatyStubs

/// A generated input's typed `body` must carry exactly the scenario's body: what its type cannot
/// hold is reported, not silently dropped before the client sees it.
@Suite struct TypedBodyTests {
    struct Input: ContractInput {
        var values: ContractInput.Values
    }

    struct Order: Codable, Equatable {
        var name: String
        var note: String?
        var count: Double?
    }

    func input(_ body: JSONValue) -> Input {
        Input(values: RequestInput(body: body))
    }

    @Test func aBodyTheTypeHoldsComesBackTyped() throws {
        let order: Order = try input(["name": "a", "note": nil, "count": 2]).typedBody()
        #expect(order == Order(name: "a", note: nil, count: 2))
    }

    @Test func aMemberTheTypeDropsIsReportedWithItsPointer() throws {
        let error = #expect(throws: TypedBodyMismatch.self) {
            let _: Order = try input(["name": "a", "extra/x": [1]]).typedBody()
        }
        #expect(
            error?.description
                == "the scenario's body does not fit its generated type: '/extra~1x' is [1] in the scenario, nothing in "
                + "the typed body; regenerate the suite, or read 'input.values.body'")
    }
}
