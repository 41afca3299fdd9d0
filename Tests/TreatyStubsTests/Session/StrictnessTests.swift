import Foundation
import Testing
import TreatyContract
import TreatyStubs

@Suite struct StrictnessTests {
    let log = FailureLog()

    @Test func verifyReportsEachFailureOnceAtTheCaller() async {
        let stubs = StubSession(contract: NotesContract.contract, reporter: log.reporter)
        _ = await TestRequests.status(stubs, TestRequests.make(stubs, "GET", "/v1/notes/1"))
        stubs.verify(); let line = UInt(#line)
        stubs.verify()
        #expect(log.messages.count == 1)
        #expect(log.sites.map(\.line) == [line])
        #expect(log.sites.first?.fileID.hasSuffix("StrictnessTests.swift") == true)
    }

    @Test func droppingAnUnverifiedSessionReportsAtTheOpeningLine() async {
        var stubs: StubSession? = StubSession(contract: NotesContract.contract, reporter: log.reporter); let line = UInt(#line)
        _ = await TestRequests.status(stubs!, TestRequests.make(stubs!, "GET", "/v1/notes/1"))
        #expect(log.messages.isEmpty)
        stubs = nil
        #expect(log.messages.count == 1)
        #expect(log.sites.map(\.line) == [line])
    }

    @Test func unusedStubsAreReportedWhenAskedFor() {
        let stubs = StubSession(
            contract: NotesContract.contract, options: StubOptions(reportUnusedStubs: true), reporter: log.reporter
        )
        stubs.stub("getNote", .status(200))
        stubs.verify()
        stubs.verify()
        #expect(
            log.messages == [
                "unused stub: 'getNote' was stubbed but never called; fix: remove the stub or check that the client calls it"
            ])
    }

    @Test func unusedStubsAreQuietByDefault() {
        let stubs = StubSession(contract: NotesContract.contract, reporter: log.reporter)
        stubs.stub("getNote", .status(200))
        stubs.verify()
        #expect(log.messages.isEmpty)
    }
}
