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

    /// Coded as generated body types are: over `ContractInput.BodyKey`, by wire name.
    struct Shipment: Codable, Equatable {
        let dueOn: String
        let note: String?

        init(dueOn: String, note: String?) {
            self.dueOn = dueOn
            self.note = note
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: ContractInput.BodyKey.self)
            self.dueOn = try container.member("due_on")
            self.note = try container.optionalMember("note")
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: ContractInput.BodyKey.self)
            try container.encodeMember(self.dueOn, "due_on")
            try container.encodeOptionalMember(self.note, "note")
        }
    }

    @Test func membersCodedByWireNameComeBackTyped() throws {
        let shipment: Shipment = try input(["due_on": "2026-12-07", "note": nil]).typedBody()
        #expect(shipment == Shipment(dueOn: "2026-12-07", note: nil))
        let absent: Shipment = try input(["due_on": "2026-12-07"]).typedBody()
        #expect(absent == Shipment(dueOn: "2026-12-07", note: nil))
        let noted: Shipment = try input(["due_on": "2026-12-07", "note": "fragile"]).typedBody()
        #expect(noted == Shipment(dueOn: "2026-12-07", note: "fragile"))
    }

    @Test func aMissingMemberIsNamedByItsWireName() {
        let error = #expect(throws: DecodingError.self) {
            let _: Shipment = try input(["note": "fragile"]).typedBody()
        }
        guard case .keyNotFound(let key, _)? = error else {
            Issue.record("expected keyNotFound, got \(String(describing: error))")
            return
        }
        #expect(key.stringValue == "due_on")
        #expect(key.intValue == nil)
    }

    @Test func aMemberOfTheWrongTypeIsNotDecoded() {
        #expect(throws: DecodingError.self) {
            let _: Shipment = try input(["due_on": 7]).typedBody()
        }
    }
}
