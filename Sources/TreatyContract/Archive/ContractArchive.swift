import Foundation

/// A contract as one JSON text, so generated test code can carry its contract without YAML.
///
/// The generator embeds ``encode(_:)``'s output in the `<Name>Contract.swift` it writes; at test
/// time ``decode(_:)`` rebuilds the identical model, with no file access and no libyaml.
/// The text is ``JSONWriter/pretty``'s canonical form (keys sorted, one value per line, hidden
/// characters escaped), so the same contract always gives the same bytes and a one-field change
/// to the contract changes one line of the generated file that embeds it.
public enum ContractArchive {
    /// The contract's archive text: pretty-printed JSON with sorted keys and a trailing newline.
    public static func encode(_ contract: Contract) throws -> String {
        JSONWriter.pretty.write(try JSONValueEncoder().encode(contract))
    }

    /// Rebuilds a contract from ``encode(_:)``'s text.
    /// - Throws: `DecodingError` when the text is not an archive of this version of the model.
    public static func decode(_ text: String) throws -> Contract {
        try JSONDecoder().decode(Contract.self, from: Data(text.utf8))
    }
}
