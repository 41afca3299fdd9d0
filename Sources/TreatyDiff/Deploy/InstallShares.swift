import TreatyContract

/// The share of active installs each app version has, read from a CSV file as app stores and
/// analytics export one: a `version,share` row per version, the share a percentage (`12.5%`), a
/// fraction (`0.125`) or a count of installs (`48210`); counts are turned into shares of their
/// total. A first row that is not a version and a number is taken as a header.
///
/// Why a file: an API team reads install numbers off its own dashboards; Treaty asks for no
/// account anywhere.
public struct InstallShares: Sendable {
    /// One version's share.
    public struct Entry: Sendable, Equatable {
        /// The app version.
        public var version: String
        /// Its share of all installs, 0...1.
        public var share: Double
    }

    /// The versions in file order.
    public let entries: [Entry]

    /// A CSV row that cannot be read: where, and what was expected.
    public struct ReadError: Error, Sendable, CustomStringConvertible {
        /// `installs.csv:4:9: the share 'many' is not …`.
        public let description: String
    }

    /// The share of `version`, if the file lists it.
    public func share(of version: String) -> Double? {
        entries.first { $0.version == version }?.share
    }

    /// Reads `text`, from the file `path` (for messages).
    public init(csv text: String, path: String) throws(ReadError) {
        var rows: [(version: String, value: Double, kind: ShareKind)] = []
        var seen: Set<String> = []
        var isFirstRow = true
        // "\r\n" is one Character in Swift: a split on "\n" alone would keep a Windows file one line.
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        for (offset, line) in lines.enumerated() {
            guard !line.allSatisfy({ $0 == " " || $0 == "\t" }) else { continue }
            defer { isFirstRow = false }
            let place = "\(path.visiblyEscaped):\(offset + 1)"
            let fields = line.split(separator: ",", omittingEmptySubsequences: false)
            guard fields.count >= 2 else {
                throw ReadError(description: "\(place):1: expected 'version,share'; found '\(String(line).visiblyEscaped)'")
            }
            let version = Self.unquoted(fields[0])
            let shareText = Self.unquoted(fields[1])
            guard let (value, kind) = ShareKind.read(shareText) else {
                if isFirstRow { continue }  // a header: `version,share`
                throw ReadError(
                    description: "\(place):\(fields[0].count + 2): the share '\(shareText.visiblyEscaped)' is not a percentage "
                        + "(12.5%), a fraction (0.125) or a count of installs")
            }
            guard !version.isEmpty else { throw ReadError(description: "\(place):1: the row names no version") }
            guard seen.insert(version).inserted else {
                throw ReadError(description: "\(place):1: version '\(version.visiblyEscaped)' is listed twice")
            }
            rows.append((version, value, kind))
        }
        let counts = rows.filter { $0.kind == .count }
        guard counts.isEmpty || counts.count == rows.count else {
            throw ReadError(
                description: "\(path.visiblyEscaped): mixes counts of installs with percentages or fractions; use one kind")
        }
        let total = counts.reduce(0) { $0 + $1.value }
        entries = rows.map { row in
            switch row.kind {
            case .percent: return Entry(version: row.version, share: row.value / 100)
            case .fraction: return Entry(version: row.version, share: row.value)
            case .count: return Entry(version: row.version, share: total > 0 ? row.value / total : 0)
            }
        }
        if let over = entries.first(where: { $0.share > 1 }) {
            throw ReadError(
                description: "\(path.visiblyEscaped): the share of '\(over.version.visiblyEscaped)' is more than all installs")
        }
        let sum = entries.reduce(0) { $0 + $1.share }
        guard sum <= 1.0001 else {
            throw ReadError(
                description:
                    "\(path.visiblyEscaped): the shares add up to \(Int((sum * 100).rounded())) %, more than all installs")
        }
    }

    /// How a row gives its share.
    private enum ShareKind {
        case percent, fraction, count

        static func read(_ text: String) -> (Double, ShareKind)? {
            let isPercent = text.hasSuffix("%")
            let number = isPercent ? String(text.dropLast()).trimmingSpaces : text
            guard let value = Double(number), value.isFinite, value >= 0 else { return nil }
            if isPercent { return (value, .percent) }
            return (value, number.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) ? .fraction : .count)
        }
    }

    private static func unquoted(_ field: Substring) -> String {
        var text = String(field).trimmingSpaces
        if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") { text = String(text.dropFirst().dropLast()) }
        return text
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        String(self.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
