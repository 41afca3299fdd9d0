public import TreatyContract

extension JSONSyntaxError {
    /// The error as a located `invalid-json` diagnostic in `file`, for lint and fixture verification output.
    public func diagnostic(in file: String) -> Diagnostic {
        Diagnostic(
            .error, "invalid-json", message, at: FileLocation(file: file, line: line, column: column),
            hint: "fix the JSON at byte offset \(offset)")
    }
}
