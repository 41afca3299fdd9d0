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

extension ContractArchive {
    /// The contract a generated file embeds. The archive was written by `treaty generate` for
    /// this model; if it no longer decodes, the generated file is stale, which is a programming
    /// error: the message says to regenerate.
    public static func embedded(_ text: String) -> Contract {
        do {
            return try decode(text)
        } catch {
            fatalError("the embedded contract does not match this TreatyStubs version (\(error)); run 'treaty generate' again")
        }
    }
}
