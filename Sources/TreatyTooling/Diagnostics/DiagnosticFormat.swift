import TreatyContract

/// The output formats every diagnostic-producing command offers (`--format`).
public enum DiagnosticFormat: String, Sendable, CaseIterable {
    /// Compiler-style blocks: `file:line:column: error: [rule] message`, its hint, then a
    /// `file:line:column: note: …` line per related location.
    case text
    /// An array of `{column, file, hint, line, message, pointer, related, rule, severity}` objects, sorted keys.
    case json
    /// GitHub Actions workflow commands, so findings show up as annotations on a pull request.
    case github
    /// A SARIF 2.1.0 log, which GitHub code scanning and editors read (see ``SARIFWriter``).
    case sarif

    /// Renders diagnostics in this format; the output ends with a newline unless it is empty text.
    ///
    /// - Parameter style: how text output marks severities; other formats never carry colour.
    public func render(_ diagnostics: [Diagnostic], style: TerminalStyle = .plain) -> String {
        switch self {
        case .text: return diagnostics.map { Self.textBlock($0, style: style) }.joined()
        case .json: return Self.json(diagnostics)
        case .github: return diagnostics.map(Self.githubLine).joined()
        case .sarif: return SARIFWriter().render(diagnostics)
        }
    }

    /// One diagnostic as a block of newline-terminated lines: the finding, its hint, its notes.
    private static func textBlock(_ diagnostic: Diagnostic, style: TerminalStyle) -> String {
        // Messages quote contract text: a terminal sees its control characters escaped, never acted on.
        let location = "\(diagnostic.location)".visiblyEscaped
        let severity = style.severity(diagnostic.severity)
        var block = "\(style.bold(location + ":")) \(severity): [\(diagnostic.rule)] \(diagnostic.message.visiblyEscaped)\n"
        if let hint = diagnostic.hint { block += "  \(style.hint("hint:")) \(hint.visiblyEscaped)\n" }
        for related in diagnostic.related {
            let place = "\(related.location)".visiblyEscaped
            block += "\(style.bold(place + ":")) \(style.note("note:")) \(related.message.visiblyEscaped)\n"
        }
        return block
    }
}
