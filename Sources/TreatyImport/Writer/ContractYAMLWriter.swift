public import TreatyContract

/// Writes a ``Contract`` as a Treaty YAML contract that `ContractLoader` reads back into an equal
/// model (source locations aside): the writing half of `treaty import openapi`.
///
/// The text is meant to be reviewed in a pull request and is deterministic: keys in the order
/// docs/contract-format.md uses, endpoints, parameters, scenarios and schemas in model order, LF
/// line ends, a trailing newline, no dates and no absolute paths. Small shapes, parameters,
/// responses and scenarios go on one line in flow style when they fit ``lineWidth``; the rest is
/// block style. Every string, key or value, goes through one escaper that writes it plain only
/// when that is unambiguous and double-quoted (with visible `\uXXXX` escapes) otherwise.
///
/// `$ref`s to the contract's own ``Contract/file`` are written `#/schemas/Name`, others relative
/// to its folder; `fixtures:` is written relative to its folder too. So set ``Contract/file``
/// (and ``Contract/fixtureDirectory``) to where the text will be saved before writing.
///
/// Secrets never appear: a secret parameter keeps `secret: true`, and a literal value for it (an
/// example, a `const`, a scenario or live-sample header) is left out and reported in
/// ``Output/omissions``, as is anything else the format cannot say.
///
/// ```swift
/// let output = ContractYAMLWriter(headerComments: ["Imported by treaty import from openapi.yaml"]).write(contract)
/// try output.text.write(toFile: contract.file, atomically: true, encoding: .utf8)
/// ```
public struct ContractYAMLWriter: Sendable {
    /// Lines written as `# ` comments at the top; line breaks and hidden characters in them are
    /// written as visible escapes, so a comment can never end early.
    public var headerComments: [String]
    /// The longest line a one-line (flow) collection may make; longer ones are written in block style.
    public var lineWidth: Int

    public init(headerComments: [String] = [], lineWidth: Int = 100) {
        self.headerComments = headerComments
        self.lineWidth = lineWidth
    }

    /// What ``write(_:)`` produced.
    public struct Output: Sendable, Hashable {
        /// The contract file's text.
        public var text: String
        /// Parts of the model the text leaves out or changes, in document order; empty when the
        /// text loads back into an equal model.
        public var omissions: [Omission]
    }

    /// One part of the model the written contract cannot carry as it is.
    public struct Omission: Sendable, Hashable, CustomStringConvertible {
        /// Where in the contract, e.g. `endpoint 'login', scenario 'ok'`.
        public var place: String
        /// What was left out or changed, and why.
        public var message: String

        public var description: String { "\(place): \(message)" }
    }

    /// The contract as Treaty YAML, with what could not be written as it is.
    public func write(_ contract: Contract) -> Output {
        var builder = ContractTreeBuilder(contract: contract)
        let tree = builder.contractTree()
        let text = YAMLRenderer(lineWidth: lineWidth).render(tree, comments: headerComments)
        return Output(text: text, omissions: builder.omissions)
    }
}
