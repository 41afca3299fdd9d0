import TreatyContract
import TreatyTooling
import TreatyYAML

extension YAMLError {
    /// The error as a diagnostic in `file`: located where libyaml noticed it, with the start of
    /// the construct it was inside (or the first of two equal keys) as a related location.
    func diagnostic(in file: String) -> Diagnostic {
        let related = context.map {
            [RelatedLocation($0.message, at: FileLocation(file: file, line: $0.mark.line, column: $0.mark.column))]
        }
        return Diagnostic(
            .error, rule, message, at: FileLocation(file: file, line: mark.line, column: mark.column), hint: hint,
            related: related ?? [])
    }
}
