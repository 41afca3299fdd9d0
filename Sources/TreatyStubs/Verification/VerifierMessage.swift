import TreatyContract

/// Details of client regressions found by ``RequestVerifier``; the session adds the
/// `client regression: <endpoint>:` prefix.
enum VerifierMessage {
    static func mismatch(_ label: String, _ mismatch: ShapeMismatch) -> String {
        "\(label): expected \(mismatch.expected), got \(mismatch.actual)"
    }

    static func missing(_ label: String) -> String {
        "\(label): required, found none"
    }

    static func noCredentials(_ sets: [CredentialSet]) -> String {
        "credentials: expected " + sets.map(\.description).joined(separator: ", or ") + "; found none of them complete"
    }

    static func undeclared(_ label: String, known: [String]) -> String {
        "\(label): not declared by the contract; expected one of \(StubMessage.quotedList(known))"
    }

    static func doubleEncoded(_ label: String, raw: String) -> String {
        "\(label): value '\(raw)' is percent-encoded twice; fix: encode the value once"
    }

    static func repeated(_ label: String, times: Int, style: ParameterStyle, separator: Character) -> String {
        "\(label): sent \(times) times; style '\(style.rawValue)' without explode writes the items once, joined by '\(separator)'"
    }

    static func repeatedObject(_ label: String, times: Int, style: ParameterStyle, separator: Character) -> String {
        "\(label): sent \(times) times; style '\(style.rawValue)' without explode writes the object once, as names and values joined by '\(separator)'"
    }

    static func missingBody() -> String {
        "body: expected a JSON body, found none"
    }

    static func missingBody(of type: String) -> String {
        "body: expected a '\(type)' body, found none"
    }

    static func undeclaredBody(bytes: Int) -> String {
        "body: expected none, found \(bytes) bytes"
    }

    static func contentType(expected: String, found: String?) -> String {
        "header 'Content-Type': expected '\(expected)', got \(found.map { "'\($0)'" } ?? "none")"
    }
}
