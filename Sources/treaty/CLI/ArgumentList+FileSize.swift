import TreatyLoader

extension ArgumentList {
    /// `--max-contract-size SIZE` and `--max-fixture-size SIZE`, how every command that reads
    /// contracts limits file sizes; the defaults are ``FileSizeLimits``'s.
    mutating func fileSizeLimits() throws(UsageError) -> FileSizeLimits {
        var limits = FileSizeLimits()
        if let text = try value("--max-contract-size") {
            limits.maxContractBytes = try ArgumentList.byteCount(text, option: "--max-contract-size")
        }
        if let text = try value("--max-fixture-size") {
            limits.maxFixtureBytes = try ArgumentList.byteCount(text, option: "--max-fixture-size")
        }
        return limits
    }

    /// `1048576`, `512K`, `16M`, `1G` (binary multiples; `KiB`, `MiB`, `GiB` also read).
    static func byteCount(_ text: String, option: String) throws(UsageError) -> Int {
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        let units = ["": 0, "k": 10, "kib": 10, "m": 20, "mib": 20, "g": 30, "gib": 30]
        guard let value = Int(digits), value > 0, let shift = units[text.dropFirst(digits.count).lowercased()],
            value <= Int.max >> shift
        else {
            throw UsageError("option '\(option)' does not accept '\(text)'; expected a size such as '1048576', '512K' or '16M'")
        }
        return value << shift
    }

    /// The help lines for ``fileSizeLimits()``, shared by every command that loads contracts.
    static let fileSizeHelp = """
          --max-contract-size SIZE  refuse contract and OpenAPI files larger than SIZE (default: 16M)
          --max-fixture-size SIZE   refuse fixtures larger than SIZE (default: 64M); SIZE is bytes or K, M, G
        """
}
