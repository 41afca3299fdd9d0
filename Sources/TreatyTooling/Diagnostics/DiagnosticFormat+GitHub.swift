import TreatyContract

extension DiagnosticFormat {
    /// The `github` format: one `::error file=…,line=…,col=…,title=rule::message` workflow command.
    ///
    /// An annotation has one place, so the hint and the related locations join its message:
    /// `… (hint: …) (note: contracts/projects.yaml:40:7: scenario 'success')`.
    static func githubLine(_ diagnostic: Diagnostic) -> String {
        let location = diagnostic.location
        var message = "[\(diagnostic.rule)] \(diagnostic.message)"
        if let hint = diagnostic.hint { message += " (hint: \(hint))" }
        for related in diagnostic.related { message += " (note: \(related.location): \(related.message))" }
        return "::\(diagnostic.severity.rawValue) file=\(githubProperty(location.file)),line=\(location.line),"
            + "col=\(location.column),title=\(githubProperty(diagnostic.rule))::\(githubData(message))\n"
    }

    /// Escapes for a workflow command's message part.
    private static func githubData(_ text: String) -> String {
        var result = ""
        for (scalar, invisible) in VisibleScalars(text.unicodeScalars) {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result += invisible ? scalar.visibleEscape : String(scalar)
            }
        }
        return result
    }

    /// Escapes for a workflow command's property values.
    private static func githubProperty(_ text: String) -> String {
        githubData(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
    }
}
