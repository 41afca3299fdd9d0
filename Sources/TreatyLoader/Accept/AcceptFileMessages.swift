import TreatyContract
import TreatyTooling

/// The diagnostics only accept files produce; shared ones (unknown key, missing key, wrong type)
/// come from the contract catalogue in `LintMessages.swift`.
extension Diagnostic {
    static func missingAcceptList(at location: FileLocation) -> Diagnostic {
        Diagnostic(
            .error, "missing-key", "the accept file is missing the required key 'accept'", at: location,
            hint: "write 'accept:' followed by a list of entries, each with 'rule', 'reason' and 'expires'")
    }

    static func invalidAcceptPointer(_ pointer: String, at location: FileLocation) -> Diagnostic {
        invalidValue(
            "accept entry 'pointer'", found: pointer, expected: "a JSON pointer starting with '/'", at: location,
            hint:
                "copy the pointer from 'treaty diff' output, e.g. '/properties/status'; end it with '/*' to cover everything below"
        )
    }

    static func emptyAcceptField(_ key: String, at location: FileLocation) -> Diagnostic {
        invalidValue("accept entry '\(key)'", found: "", expected: "a non-empty string", at: location)
    }
}
