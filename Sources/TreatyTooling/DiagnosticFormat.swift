public import TreatyContract

/// The output formats every diagnostic-producing command offers (`--format`).
public enum DiagnosticFormat: String, Sendable, CaseIterable {
    /// Compiler-style lines, `file:line:column: error: [rule] message`, each followed by its hint.
    case text
    /// An array of `{file, line, column, severity, rule, message, hint}` objects, sorted keys.
    case json
    /// GitHub Actions workflow commands, so findings show up as annotations on a pull request.
    case github

    /// Renders diagnostics in this format; the output ends with a newline unless it is empty text.
    public func render(_ diagnostics: [Diagnostic]) -> String {
        switch self {
        case .text: return diagnostics.map(Self.textLine).joined()
        case .json: return Self.json(diagnostics)
        case .github: return diagnostics.map(Self.githubLine).joined()
        }
    }

    private static func textLine(_ diagnostic: Diagnostic) -> String {
        // Messages quote contract text: a terminal sees its control characters escaped, never acted on.
        let location = "\(diagnostic.location)".visiblyEscaped
        var line = "\(location): \(diagnostic.severity.rawValue): [\(diagnostic.rule)] \(diagnostic.message.visiblyEscaped)\n"
        if let hint = diagnostic.hint { line += "  hint: \(hint.visiblyEscaped)\n" }
        return line
    }

    private static func githubLine(_ diagnostic: Diagnostic) -> String {
        let location = diagnostic.location
        var message = "[\(diagnostic.rule)] \(diagnostic.message)"
        if let hint = diagnostic.hint { message += " (hint: \(hint))" }
        return "::\(diagnostic.severity.rawValue) file=\(githubProperty(location.file)),line=\(location.line),"
            + "col=\(location.column),title=\(githubProperty(diagnostic.rule))::\(githubData(message))\n"
    }

    private static func json(_ diagnostics: [Diagnostic]) -> String {
        let values: [JSONValue] = diagnostics.map { diagnostic in
            var members: [(String, JSONValue)] = [
                ("column", .number(JSONNumber(diagnostic.location.column))),
                ("file", .string(diagnostic.location.file)),
                ("line", .number(JSONNumber(diagnostic.location.line))),
                ("message", .string(diagnostic.message)),
                ("rule", .string(diagnostic.rule)),
                ("severity", .string(diagnostic.severity.rawValue)),
            ]
            members.append(("hint", diagnostic.hint.map(JSONValue.string) ?? .null))
            return .object(JSONObject(members))
        }
        return JSONWriter.pretty.write(.array(values))
    }

    /// Escapes for a workflow command's message part.
    private static func githubData(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result += scalar.isHiddenOrControl ? scalar.visibleEscape : String(scalar)
            }
        }
        return result
    }

    /// Escapes for a workflow command's property values.
    private static func githubProperty(_ text: String) -> String {
        var result = ""
        for character in githubData(text) {
            switch character {
            case ":": result += "%3A"
            case ",": result += "%2C"
            default: result.append(character)
            }
        }
        return result
    }
}
