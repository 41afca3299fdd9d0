import TreatyLoader

/// The arguments of one command, consumed as options and positionals are read.
///
/// Options are `--name value` or `--name=value`; flags are `--name`. Whatever is left when the
/// command has read what it knows is an error, so a misspelt option never passes silently.
struct ArgumentList {
    private var remaining: [String]

    init(_ arguments: [String]) {
        remaining = arguments
    }

    /// Whether `--help` or `-h` was given.
    mutating func helpRequested() -> Bool {
        flag("--help") || flag("-h")
    }

    /// Removes a flag, returning whether it was present.
    mutating func flag(_ name: String) -> Bool {
        guard let index = remaining.firstIndex(of: name) else { return false }
        remaining.remove(at: index)
        return true
    }

    /// Removes every occurrence of `--name value` / `--name=value`, in order.
    mutating func values(_ name: String) throws(UsageError) -> [String] {
        var values: [String] = []
        var index = 0
        while index < remaining.count {
            let argument = remaining[index]
            if argument == name {
                guard index + 1 < remaining.count, !remaining[index + 1].hasPrefix("--") else {
                    throw UsageError("option '\(name)' needs a value")
                }
                values.append(remaining[index + 1])
                remaining.removeSubrange(index...(index + 1))
            } else if argument.hasPrefix(name + "=") {
                values.append(String(argument.dropFirst(name.count + 1)))
                remaining.remove(at: index)
            } else {
                index += 1
            }
        }
        return values
    }

    /// The last value of an option, or nil.
    mutating func value(_ name: String) throws(UsageError) -> String? {
        try values(name).last
    }

    /// An option's value parsed as one of a fixed set of words.
    mutating func choice<Choice: RawRepresentable>(_ name: String, default fallback: Choice) throws(UsageError) -> Choice
    where Choice.RawValue == String, Choice: CaseIterable {
        guard let text = try value(name) else { return fallback }
        guard let choice = Choice(rawValue: text) else {
            let allowed = Choice.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
            throw UsageError("option '\(name)' does not accept '\(text)'; expected one of \(allowed)")
        }
        return choice
    }

    /// The positional arguments read so far, leaving options for later reads (for subcommand words).
    func positionalsAllowingOptions() throws(UsageError) -> [String] {
        remaining.filter { !$0.hasPrefix("-") }
    }

    /// The positional arguments; fails on any option that no one read.
    mutating func positionals() throws(UsageError) -> [String] {
        if let unknown = remaining.first(where: { $0.hasPrefix("-") && $0 != "-" }) {
            throw UsageError("unknown option '\(unknown)'")
        }
        defer { remaining = [] }
        return remaining
    }
}

/// A command line that cannot be run as written; exits with code 2.
struct UsageError: Error {
    var message: String

    init(_ message: String) {
        self.message = message
    }
}

extension ArgumentList {
    /// `--strict` and `--invalid-examples skip|decoding`, how every command reads OpenAPI documents.
    mutating func openAPIOptions() throws(UsageError) -> OpenAPIOptions {
        let strict = flag("--strict")
        let invalid: InvalidExamples = try choice("--invalid-examples", default: .skip)
        return OpenAPIOptions(strict: strict, invalidExamplesAsDecoding: invalid == .decoding)
    }

    /// The help lines for ``openAPIOptions()``, shared by every command that loads contracts.
    static let openAPIHelp = """
          --strict                  OpenAPI input: what Treaty leaves out is an error, not a warning
          --invalid-examples MODE   OpenAPI examples that break their schema: skip (default) or
                                    decoding (kept as scenarios that expect a decoding error)
        """
}

extension ArgumentList {
    /// `--root DIR`, the folder every fixture and `$ref`'d file must stay inside; by default it is
    /// found around each contract.
    mutating func projectRoot() throws(UsageError) -> ProjectRoot {
        guard let folder = try value("--root") else { return .discovered }
        guard FileSource.local.listFolder(folder) != nil else {
            throw UsageError("option '--root' needs a folder; '\(folder)' is not one")
        }
        return .folder(folder)
    }

    /// The help lines for ``projectRoot()``, shared by every command that reads contracts or fixtures.
    static let rootHelp = """
          --root DIR                the project root: fixtures and $ref'd files must stay inside it
                                    (default: the folder of treaty.yaml, else the git work tree,
                                    else the contract's folder)
        """
}

/// What becomes of OpenAPI examples that do not match their schema.
enum InvalidExamples: String, CaseIterable {
    case skip, decoding
}
