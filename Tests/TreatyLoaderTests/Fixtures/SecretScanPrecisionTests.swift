import Foundation
import Testing
import TreatyContract

@testable import TreatyTooling

/// Precision on real-shaped public payloads: GitHub-style repository, commit and token objects
/// (in `Tests/SecretPrecision/`) give no finding, and a secret seeded into any of their strings
/// is still found.
///
/// With `TREATY_SECRET_CORPUS=DIR`, every `*.json` in `DIR` is scanned too: `make
/// secret-precision` points it at examples taken from public API descriptions (docs/fixtures.md).
@Suite struct SecretScanPrecisionTests {
    static let folder: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/") + "/SecretPrecision"
    }()

    /// What a team whose payloads come from its own public service allows in `treaty.yaml`.
    static let corpusAllow =
        ProcessInfo.processInfo.environment["TREATY_SECRET_ALLOW"]?
        .split(separator: ",").map(String.init) ?? []

    static func payloads() throws -> [(name: String, value: JSONValue)] {
        var folders = [folder]
        if let corpus = ProcessInfo.processInfo.environment["TREATY_SECRET_CORPUS"], !corpus.isEmpty {
            folders.append(corpus)
        }
        var result: [(String, JSONValue)] = []
        for folder in folders {
            let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }.sorted()
            for name in names {
                let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)))
                result.append((name, try JSONParser().parse(bytes)))
            }
        }
        return result
    }

    /// The secrets a seeded payload must give away, one per detector, each with the kind it is found as.
    static let seeds: [(member: String, value: String, kind: SecretFinding.Kind)] = [
        ("contact", "reach jane.roe@gmail.com today", .personalEmail),
        ("auth", "Bearer 9fQ2kLx7Vb3nT8wRzC1m", .bearerToken),
        ("session", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJqYW5lIn0.c2lnbmF0dXJlLWJ5dGVzLTAx", .jwt),
        ("deploy", "ghp_R4nd0mLooking7okenValue9Qw2Er5Ty8Ui", .apiKey),
        ("upstream", "http://10.20.30.40:8080/health", .privateAddress),
        ("temp_clone_token", "AB7QZK2LWX9PN4RT", .apiKey),
    ]

    @Test func publicPayloadsGiveNoFinding() throws {
        let scanner = FixtureSecretScanner(allowlist: Self.corpusAllow)
        let payloads = try Self.payloads()
        #expect(payloads.count >= 3)
        let findings = payloads.flatMap { name, value in scanner.scan(value).map { "\(name)\($0.pointer): \($0.message)" } }
        #expect(findings.isEmpty, "\(findings.count) false alarm(s):\n\(findings.prefix(40).joined(separator: "\n"))")
    }

    @Test func everySeededSecretIsStillFound() throws {
        let scanner = FixtureSecretScanner(allowlist: Self.corpusAllow)
        for (name, value) in try Self.payloads() {
            for seed in Self.seeds {
                let seeded = Self.seed(value, member: seed.member, with: seed.value)
                let found = scanner.scan(seeded).filter { $0.pointer.hasSuffix("/" + seed.member) }
                #expect(found.map(\.kind).contains(seed.kind), "\(name): seeded '\(seed.member)' was not found")
            }
        }
    }

    @Test func sshRemotesAreNotEmailsButAddressesBesideThemAre() {
        let scanner = FixtureSecretScanner()
        let value: JSONValue = [
            "ssh_url": "git@github.com:octo-org/widget.git",
            "mirror": "ssh://git@git.corp.dev/widget.git",
            "note": "clone git@github.com:o/r.git, then mail jane.roe@gmail.com",
        ]
        #expect(scanner.scan(value).map(\.pointer) == ["/note"])
        #expect(scanner.scan(value).first?.excerpt == "j…@gmail.com")
    }

    @Test func emptyAndNullTokensAreNotSecrets() {
        let value: JSONValue = ["temp_clone_token": "", "token": .null, "access_token": "  ", "client_secret": "none"]
        #expect(FixtureSecretScanner().scan(value).isEmpty)
    }

    @Test func allowPatternsMatchWholeValuesOnly() {
        let scanner = FixtureSecretScanner(allowlist: ["*@github.com", "build-*-token"])
        #expect(scanner.allows("octocat@github.com"))
        #expect(!scanner.allows("octocat@github.com.evil.io"))
        #expect(scanner.allows("build-42-token"))
        #expect(!scanner.allows("build-token"))
        let value: JSONValue = ["a": "octocat@github.com", "b": "jane.roe@gmail.com"]
        #expect(scanner.scan(value).map(\.pointer) == ["/b"])
    }

    /// `value` with `member` set to `secret` in its first object (the top level, or an array's first element).
    static func seed(_ value: JSONValue, member: String, with secret: String) -> JSONValue {
        switch value {
        case .object(let object):
            return .object(JSONObject(object.members.map { ($0.key, $0.value) } + [(member, .string(secret))]))
        case .array(var items) where !items.isEmpty:
            items[0] = seed(items[0], member: member, with: secret)
            return .array(items)
        default:
            return .object(JSONObject([("payload", value), (member, .string(secret))]))
        }
    }
}
