import TreatyContract
public import TreatyTooling

/// The output formats of `treaty diff` (`--format`).
///
/// Every format lists changes most severe first and is deterministic: no dates, no absolute
/// paths beyond those the contracts were loaded from, sorted JSON keys.
public enum DiffFormat: String, Sendable, CaseIterable {
    /// Compiler-style lines, one per change (one seen at several places once, at its shortest),
    /// then findings and a summary line.
    case text
    /// One object with `changes`, `findings` and `summary`, sorted keys (see docs/diff-rules.md).
    case json
    /// A table for a pull-request comment, breaking changes first.
    case markdown
    /// A SARIF 2.1.0 log for GitHub code scanning: one result per change (one seen at several
    /// places once, at its shortest) and finding, at most 25,000.
    case sarif

    /// Renders `report`; the output ends with a newline.
    ///
    /// - Parameter style: how `text` marks each change's class and the findings; other formats
    ///   never carry colour.
    public func render(_ report: DiffReport, style: TerminalStyle = .plain) -> String {
        switch self {
        case .text: return TextDiffRenderer.render(report, style: style)
        case .json: return JSONDiffRenderer.render(report)
        case .markdown: return MarkdownDiffRenderer.render(report)
        case .sarif: return SARIFDiffRenderer.render(report)
        }
    }
}

extension DiffReport {
    /// `2 breaking, 0 warning, 1 additive, 0 informational, 1 accepted`.
    var summaryLine: String {
        let (unaccepted, accepted) = summaryCounts
        let counts = zip(unaccepted, ChangeClass.allCases).map { "\($0) \($1.rawValue)" }
        return (counts + ["\(accepted) accepted"]).joined(separator: ", ")
    }
}
