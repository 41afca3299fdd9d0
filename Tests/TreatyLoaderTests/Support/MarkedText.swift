/// YAML with position markers (`1️⃣` … `9️⃣`) written where a diagnostic must point, so a test
/// reads like the file it checks. The markers are removed and their line:column recorded.
struct MarkedText {
    let text: String
    private let marks: [String: (line: Int, column: Int)]

    init(_ marked: String) {
        var text = ""
        var marks: [String: (line: Int, column: Int)] = [:]
        var line = 1
        var column = 1
        var rest = Substring(marked)
        outer: while let character = rest.first {
            for digit in 1...9 {
                let marker = "\(digit)\u{FE0F}\u{20E3}"
                if rest.hasPrefix(marker) {
                    marks[marker] = (line, column)
                    rest = rest.dropFirst(marker.count)
                    continue outer
                }
            }
            text.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.unicodeScalars.count
            }
            rest = rest.dropFirst()
        }
        self.text = text
        self.marks = marks
    }

    /// `line:column` of a marker, for comparing with a diagnostic's location.
    subscript(marker: String) -> String {
        guard let mark = marks[marker] else { return "no marker \(marker)" }
        return "\(mark.line):\(mark.column)"
    }
}
