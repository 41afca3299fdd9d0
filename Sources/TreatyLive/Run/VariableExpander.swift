import Foundation

/// Replaces `${NAME}` with environment values, remembering every value used so reports can mask it.
struct VariableExpander {
    let environment: [String: String]
    private(set) var expandedValues: [String] = []

    init(environment: [String: String]) {
        self.environment = environment
    }

    /// `text` with each `${NAME}` replaced; an unset variable is an error naming it and where it was used.
    mutating func expand(_ text: String, context: String) throws(CheckSetupError) -> String {
        var output = ""
        var rest = text[...]
        while let open = rest.range(of: "${") {
            output += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].firstIndex(of: "}") else {
                throw CheckSetupError("\(context) has an unclosed '${'; write '${NAME}'")
            }
            let name = String(rest[open.upperBound..<close])
            guard let value = environment[name] else {
                throw CheckSetupError(
                    "environment variable '\(name)' used by \(context) is not set; export it before running 'treaty check'")
            }
            expandedValues.append(value)
            output += value
            rest = rest[rest.index(after: close)...]
        }
        return output + rest
    }
}
