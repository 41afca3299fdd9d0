// The libraries' enums are public, so their conformances are too, and a public conformance needs its
// protocol imported publicly. TreatyCLI is no product: only the `treaty` executable and the tests see it.
public import ArgumentParser
import Foundation
public import TreatyContract
import TreatyDiff
import TreatyGenerator
import TreatyImport
import TreatyLive
import TreatyTooling

// The libraries' choices, read straight from the command line: swift-argument-parser refuses any
// other word, and help, completion scripts and docs/cli.md list the words from the enum itself,
// so what help says is what is accepted.

extension ColourChoice: ExpressibleByArgument {}
extension DiagnosticFormat: ExpressibleByArgument {}
extension DiffFormat: ExpressibleByArgument {}
extension SummaryFormat: ExpressibleByArgument {}
extension GenerationOptions.Testing: ExpressibleByArgument {}
extension GenerationOptions.Access: ExpressibleByArgument {}
extension OpenAPIImport.Split: ExpressibleByArgument {}
extension CheckRun.FailOn: ExpressibleByArgument {}
extension DeployFormat: ExpressibleByArgument {}

/// `--shard K/N`.
extension Shard: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(argument)
    }
}

/// A size option's value: `1048576`, `512K`, `16M`, `1G` (binary multiples; `KiB`, `MiB`, `GiB`
/// are read too).
struct ByteCount: ExpressibleByArgument, Equatable {
    var bytes: Int

    init(_ bytes: Int) {
        self.bytes = bytes
    }

    init?(argument: String) {
        let digits = argument.prefix { $0.isASCII && $0.isNumber }
        let units = ["": 0, "k": 10, "kib": 10, "m": 20, "mib": 20, "g": 30, "gib": 30]
        guard let value = Int(digits), value > 0, let shift = units[argument.dropFirst(digits.count).lowercased()],
            value <= Int.max >> shift
        else { return nil }
        bytes = value << shift
    }

    /// `16M` for a whole number of MiB, and so on: how help shows a default.
    var defaultValueDescription: String {
        for (shift, unit) in [(30, "G"), (20, "M"), (10, "K")] where bytes % (1 << shift) == 0 {
            return "\(bytes >> shift)\(unit)"
        }
        return "\(bytes)"
    }
}

/// `--rate 10` or `--rate 10/s`: requests a second, more than none.
struct RequestRate: ExpressibleByArgument {
    var perSecond: Double

    init?(argument: String) {
        guard let value = Double(argument.hasSuffix("/s") ? String(argument.dropLast(2)) : argument), value > 0,
            value.isFinite
        else { return nil }
        perSecond = value
    }
}

/// `--today 2027-01-31`: a day that exists, written `YYYY-MM-DD`.
struct Day: ExpressibleByArgument {
    var text: String

    init?(argument: String) {
        // JSON Schema's `date` format: ten ASCII characters, a month and a day that exist.
        guard FormatChecker.check(argument, format: "date") == true else { return nil }
        text = argument
    }
}

/// `--report FORMAT:PATH`: a report format other than text, and where to write it.
struct ReportTarget: ExpressibleByArgument {
    var format: ReportFormat
    var path: String

    init?(argument: String) {
        let parts = argument.split(separator: ":", maxSplits: 1)
        guard parts.count == 2, let format = ReportFormat(rawValue: String(parts[0])), format != .text else { return nil }
        self.format = format
        path = String(parts[1])
    }

    /// The formats a report may be written in.
    static var formats: [String] { ReportFormat.allCases.filter { $0 != .text }.map(\.rawValue) }
}

/// `--fail-on drift,additive`: classes named comma-separated; the option may also be repeated.
struct FailOnClasses: ExpressibleByArgument {
    var classes: [CheckRun.FailOn]

    init?(argument: String) {
        var classes: [CheckRun.FailOn] = []
        for name in argument.split(separator: ",") {
            guard let failOn = CheckRun.FailOn(rawValue: name.trimmingCharacters(in: .whitespaces)) else { return nil }
            classes.append(failOn)
        }
        guard !classes.isEmpty else { return nil }
        self.classes = classes
    }

    static var allValueStrings: [String] { CheckRun.FailOn.allValueStrings }
}
