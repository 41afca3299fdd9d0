import Testing
import TreatyContract
import TreatyTooling

@Suite struct FixtureScrubberTests {
    @Test func placeholdersKeepTheirFormAndPassTheScanner() throws {
        let value = try JSONParser().parse(
            Array(
                #"""
                {"owner": "alice@corp.io", "again": "alice@corp.io", "other": "bob@corp.io", "ip": "10.0.0.7",
                 "auth": "Bearer abcDEF123456ghiJKL", "key": "ghp_abcdefghijklmnopqrstuvwxyz0123456789",
                 "password": "s3cr3t-P4ssw0rd!x", "sent": "echo sekrit-value-42", "plain": "hello"}
                """#.utf8))
        var scrubber = FixtureScrubber(secrets: ["sekrit-value-42"])
        let (scrubbed, changed) = scrubber.scrub(value)
        guard case .object(let object) = scrubbed else { Issue.record("not an object"); return }
        #expect(object["owner"] == "user1@example.com" && object["again"] == "user1@example.com")
        #expect(object["other"] == "user2@example.com")
        #expect(object["ip"] == "192.0.2.1")
        #expect(object["auth"] == "Bearer xxxXXX000000xxxXXX")
        #expect(object["key"] == "xxx_xxxxxxxxxxxxxxxxxxxxxxxxxx0000000000")
        #expect(object["password"] == "x0xx0x-X0xxx0xx!x")
        #expect(object["sent"] == "echo xxxxxx-xxxxx-00")
        #expect(object["plain"] == "hello")
        #expect(changed.sorted() == ["/again", "/auth", "/ip", "/key", "/other", "/owner", "/password", "/sent"])
        #expect(FixtureSecretScanner().scan(scrubbed).isEmpty, "\(FixtureSecretScanner().scan(scrubbed))")
        #expect(!FixtureSecretScanner().scan(value).isEmpty)
    }
}
