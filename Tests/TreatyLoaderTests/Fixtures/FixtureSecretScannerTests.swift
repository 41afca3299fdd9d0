import Testing
import TreatyContract

@testable import TreatyLoader
@testable import TreatyTooling

@Suite struct FixtureSecretScannerTests {
    let scanner = FixtureSecretScanner()

    @Test func reservedEmailDomainsPassAndOthersAreFound() {
        let value: JSONValue = [
            "ok": ["ada@example.com", "bob@mail.example.org", "c@example.net", "d@shop.test", "e@x.invalid", "f@y.example"],
            "owner": ["email": "jane.doe@gmail.com"],
        ]
        let findings = scanner.scan(value)
        #expect(findings == [SecretFinding(pointer: "/owner/email", kind: .personalEmail, excerpt: "j…@gmail.com")])
        #expect(
            findings.first?.message.hasPrefix("/owner/email: email address 'j…@gmail.com' outside the reserved domains") == true)
    }

    @Test func bearerTokensAndJWTsAreFound() {
        let jwt = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U"
        let value: JSONValue = [
            "headers": ["Authorization": "Bearer abc123DEF456ghi"], "token": .string(jwt), "note": "Bearer short",
        ]
        let findings = scanner.scan(value)
        #expect(findings.map(\.pointer) == ["/headers/Authorization", "/token"])
        #expect(findings.map(\.kind) == [.bearerToken, .jwt])
        #expect(findings.map(\.excerpt) == ["abc1…", "eyJh…"])
    }

    /// Letters whose lowercase has another length (`İ` → `i̇`, the Kelvin sign `K` → `k`) before the
    /// marker once shifted where the token was read from, and crashed the scan past the text's end.
    @Test func aBearerTokenAfterLettersThatLowercaseToAnotherLengthIsReadWhole() {
        let value: JSONValue = [
            "a": .string(String(repeating: "İ", count: 10) + "bearer "),
            "b": .string("İİ BEARER abc123DEF456ghi"),
            "c": .string("\u{212A}\u{212A}\u{212A} Bearer abc123DEF456ghi"),
        ]
        let findings = scanner.scan(value)
        #expect(findings.map(\.pointer) == ["/b", "/c"])
        #expect(findings.map(\.excerpt) == ["abc1…", "abc1…"])
        #expect(SecretDetectors.bearerTokens("İİ BEARER abc123DEF456ghi") == ["abc123DEF456ghi"])
    }

    /// `hasFindings` remembers each string's answer, but a secret-looking value counts only under
    /// a secret's name, so the same string can answer differently under another member.
    @Test func hasFindingsAgreesWithScanWhateverTheMemoHolds() {
        let values: [JSONValue] = [
            ["password": "Zx81-kq02-Pa9d-Lm3w"], ["note": "Zx81-kq02-Pa9d-Lm3w"], ["tokens": ["Zx81-kq02-Pa9d-Lm3w"]],
            ["a": ["b": "reach me at jane.doe@gmail.com"]], ["a": "jane@example.com"], "10.0.0.1", [1, true, .null],
            ["apiKey": "sk_live_4eC39HqLyjWDarjtT1zdp7dc"], ["x": "Bearer abc123DEF456ghi"],
        ]
        var memo = SecretScanMemo()
        for order in [values, values.reversed()] {
            for value in order {
                #expect(scanner.hasFindings(value, memo: &memo) == !scanner.scan(value).isEmpty, "\(value)")
            }
        }
        #expect(memo.strings[ExactSpelling("Zx81-kq02-Pa9d-Lm3w")] == false)
    }

    /// Scanning with a memo finds what a plain scan finds, pointers included, while the allowlist
    /// grows between values: what held nothing before still holds nothing, and a string that held
    /// something is looked at again.
    @Test func aScanWithAMemoFindsWhatAPlainScanFinds() {
        let values: [JSONValue] = [
            ["user": ["email": "jane.doe@gmail.com", "site": "https://example.com"], "ip": "10.0.0.1"],
            ["items": [["password": "Zx81-kq02-Pa9d-Lm3w"], ["note": "Zx81-kq02-Pa9d-Lm3w"]], "ip": "10.0.0.1"],
            ["a": "jane.doe@gmail.com", "b": "reach jane.doe@gmail.com", "c": "sk_live_4eC39HqLyjWDarjtT1zdp7dc"],
            ["ip": "10.0.0.1", "site": "https://example.com", "key": "sk_live_4eC39HqLyjWDarjtT1zdp7dc"],
        ]
        var scanner = FixtureSecretScanner(allowlist: ["*@corp.example"])
        var memo = SecretScanMemo()
        // What `hasFindings` learned under the same allowlist serves too.
        _ = scanner.hasFindings(values[0], memo: &memo)
        for value in values {
            let plain = scanner.scan(value)
            #expect(scanner.scan(value, memo: &memo) == plain, "\(value)")
            // Allow the first finding's whole string, as a document's published value is.
            if let pointer = plain.first?.pointer, case .string(let text)? = value.member(atPointer: pointer) {
                scanner.allowlist.insert(text)
            }
        }
        // The memo had answers for these strings from before they were allowed: they are found no more.
        #expect(scanner.allowlist.isSuperset(of: ["jane.doe@gmail.com", "sk_live_4eC39HqLyjWDarjtT1zdp7dc"]))
        #expect(scanner.scan(values[2], memo: &memo).isEmpty)
    }

    /// Canonically equal spellings can read differently to the byte-level detectors: with `é` as
    /// one scalar the key-like word is 19 characters, with `e` and a combining accent it is 20.
    @Test func theMemoKeepsEquivalentSpellingsApart() {
        let composed = "AKIAABCDEFGHIJKLMNO\u{E9}"
        let decomposed = "AKIAABCDEFGHIJKLMNOe\u{301}"
        #expect(composed == decomposed)
        #expect(scanner.scan(.string(composed)).isEmpty && !scanner.scan(.string(decomposed)).isEmpty)
        for order in [[composed, decomposed], [decomposed, composed]] {
            var memo = SecretScanMemo()
            for text in order {
                #expect(scanner.hasFindings(.string(text), memo: &memo) == (text.unicodeScalars.count == 21))
            }
        }
    }

    @Test func providerKeysAndSecretNamedMembersAreFound() {
        let value: JSONValue = [
            "stripe": "sk_live_4eC39HqLyjWDarjtT1zdp7dc",
            "aws": "AKIAIOSFODNN7EXAMPLE",
            "apiKey": "Zx81-kq02-Pa9d-Lm3w",
            "password": "xxx",
            "nextPageToken": "c2Vjb25kIHBhZ2UgY3Vyc29y",
        ]
        let findings = scanner.scan(value)
        #expect(findings.map(\.pointer) == ["/stripe", "/aws", "/apiKey"])
        #expect(findings.allSatisfy { $0.kind == .apiKey })
    }

    @Test func privateAddressesAreFoundAndDocumentationOnesPass() {
        let value: JSONValue = [
            "public": ["192.0.2.10", "198.51.100.7", "2001:db8::1", "8.8.8.8", "12:30:45", "version 1.2.3"],
            "hosts": ["10.1.2.3", "http://192.168.0.10:8080/x", "172.20.0.1", "fd12:3456:789a::1", "fe80::1", "::1"],
        ]
        let findings = scanner.scan(value)
        #expect(findings.map(\.pointer) == ["/hosts/0", "/hosts/1", "/hosts/2", "/hosts/3", "/hosts/4", "/hosts/5"])
        #expect(findings.map(\.excerpt) == ["10.1.2.3", "192.168.0.10", "172.20.0.1", "fd12:3456:789a::1", "fe80::1", "::1"])
        #expect(
            findings.first?.message
                == "/hosts/0: private or internal IP address '10.1.2.3'; use a documentation address (192.0.2.0/24, 2001:db8::/32) or allowlist it"
        )
    }

    @Test func allowlistSilencesWholeValuesAndTokens() {
        let scanner = FixtureSecretScanner(allowlist: ["jane.doe@gmail.com", "Bearer abc123DEF456ghi"])
        let value: JSONValue = ["a": "contact jane.doe@gmail.com", "b": "Bearer abc123DEF456ghi", "c": "bob@gmail.com"]
        #expect(scanner.scan(value).map(\.pointer) == ["/c"])
    }

    @Test func pointersEscapeKeys() {
        #expect(scanner.scan(["a/b": ["~x": "10.0.0.1"]]).first?.pointer == "/a~1b/~0x")
    }
}
