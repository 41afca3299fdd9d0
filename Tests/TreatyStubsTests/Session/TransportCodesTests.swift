import Foundation
import Testing
import TreatyContract
import TreatyStubs

@Suite struct TransportCodesTests {
    @Test func everyNameTheContractAcceptsHasAURLErrorCode() {
        for name in TransportFailure.knownCodes {
            #expect(TransportCodes.code(named: name) != nil, "\(name)")
        }
        #expect(TransportCodes.code(named: "timedOut") == .timedOut)
        #expect(TransportCodes.code(named: "timeout") == nil)
    }

    @Test func sequenceStepThatIsASequenceIsRejected() {
        let log = FailureLog()
        var contract = NotesContract.contract
        contract.endpoints[0].scenarios.append(NotesContract.scenario("twice", .sequence(["retry", "empty"])))
        let stubs = StubSession(contract: contract, reporter: log.reporter)
        stubs.stub("listNotes", scenario: "twice")
        #expect(
            log.messages == [
                "scenario 'retry' of 'listNotes' is itself a sequence; expected a response or transport scenario as a sequence step"
            ])
    }
}
