public import TreatyContract

/// How text output marks severities: plain, or with ANSI colour for a terminal.
///
/// Colour is decided once per run by ``ColourChoice/style(environment:isTerminal:)``, so the
/// renderers stay pure: the same diagnostics and style always give the same bytes.
public struct TerminalStyle: Sendable, Hashable {
    /// Whether ANSI escape sequences are written.
    public var colour: Bool

    /// No escape sequences: files, pipes, CI logs and `NO_COLOR`.
    public static let plain = TerminalStyle(colour: false)
    /// Bold locations, red errors, yellow warnings, cyan notes and hints.
    public static let ansi = TerminalStyle(colour: true)

    /// A style that writes escape sequences when `colour` is true; prefer ``plain`` and ``ansi``.
    public init(colour: Bool) {
        self.colour = colour
    }

    /// `error` in bold red, `warning` in bold yellow.
    public func severity(_ severity: Diagnostic.Severity) -> String {
        paint(severity.rawValue, severity == .error ? "1;31" : "1;33")
    }

    /// `breaking` in bold red, `warning` in magenta, `additive` in yellow, `informational` in cyan.
    public func changeClass(_ changeClass: ChangeClass) -> String {
        let code =
            switch changeClass {
            case .breaking: "1;31"
            case .warning: "35"
            case .additive: "33"
            case .informational: "36"
            }
        return paint(changeClass.rawValue, code)
    }

    func bold(_ text: String) -> String { paint(text, "1") }
    func note(_ text: String) -> String { paint(text, "1;36") }
    func hint(_ text: String) -> String { paint(text, "36") }

    private func paint(_ text: String, _ code: String) -> String {
        colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}

/// The `--color auto|always|never` choice.
public enum ColourChoice: String, Sendable, CaseIterable {
    /// Colour when the output is a terminal and `NO_COLOR` is unset or empty.
    case auto
    /// Colour whatever the output is (a pager that understands it); `NO_COLOR` still wins.
    case always
    /// Never colour.
    case never

    /// The style for one run.
    ///
    /// `NO_COLOR` set to anything but the empty string turns colour off even with `always`, as
    /// no-color.org asks; `TERM=dumb` turns it off for `auto`.
    public func style(environment: [String: String], isTerminal: Bool) -> TerminalStyle {
        if let noColour = environment["NO_COLOR"], !noColour.isEmpty { return .plain }
        switch self {
        case .never: return .plain
        case .always: return .ansi
        case .auto: return isTerminal && environment["TERM"] != "dumb" ? .ansi : .plain
        }
    }
}
