import Foundation

/// Escaping for the XML and HTML reports (Markdown cells: TreatyTooling's `Markdown.cell`).
enum Markup {
    /// Text safe inside XML/HTML elements and quoted attributes.
    static func escape(_ text: String) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&#39;"
            default:
                // XML 1.0 forbids most control characters even when escaped.
                if scalar.value < 0x20, scalar != "\n", scalar != "\t" {
                    output += "?"
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output
    }
}
