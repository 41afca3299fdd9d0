import Foundation

/// A contract as one JSON text, so generated test code can carry its contract without YAML.
///
/// The generator embeds ``encode(_:)``'s output in the `<Name>Contract.swift` it writes; at test
/// time ``decode(_:)`` rebuilds the identical model, with no file access and no libyaml.
/// Keys are sorted, so the same contract always gives the same bytes.
public enum ContractArchive {
    /// The contract's archive text (compact JSON, sorted keys).
    public static func encode(_ contract: Contract) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(contract), as: UTF8.self)
    }

    /// Rebuilds a contract from ``encode(_:)``'s text.
    /// - Throws: `DecodingError` when the text is not an archive of this version of the model.
    public static func decode(_ text: String) throws -> Contract {
        try JSONDecoder().decode(Contract.self, from: Data(text.utf8))
    }
}
