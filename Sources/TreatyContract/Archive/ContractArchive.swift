import Foundation

/// A contract as one JSON text, so generated test code can carry its contract without YAML.
///
/// The generator writes ``encode(_:)``'s output to the `<Name>Contract+Archive.swift` it writes
/// beside `<Name>Contract.swift`; at test time ``decode(_:)`` rebuilds the identical model, with
/// no file access and no libyaml.
///
/// The format is designed, not derived from the model's Swift names: a top-level `archive`
/// number (``formatVersion``), keys from the fixed ``vocabulary`` (mostly the contract format's
/// own words), each schema written once in `schemas` and referred to by `#/schemas/Name`,
/// locations as `"line:column"` strings, defaults left out. It is printed by
/// ``JSONWriter/pretty`` (keys sorted, one value per line), so the same contract always gives the
/// same bytes and a one-field change to the contract changes a few lines of the archive.
public enum ContractArchive {
    /// The version of the archive format this module writes and reads; a change to the format
    /// that an older reader would misread increments it.
    public static let formatVersion = 1

    /// Every key an archive's objects use, outside the contract's own JSON values (enum and
    /// const values, examples, defaults, inline bodies) and the references that key `schemas`.
    public static let vocabulary: Set<String> = [
        // The contract and its endpoints.
        "archive", "treaty", "file", "name", "version", "description", "baseURL", "stubHost", "fixtureDirectory",
        "defaultHeaders", "endpoints", "named", "schemas", "allowlist", "scenariosDerived", "id", "method", "path",
        "summary", "request", "responses", "scenarios", "live", "maxResponseTime", "tags", "at",
        // Requests, parameters and responses.
        "query", "headers", "body", "bodyRequired", "contentType", "mediaTypes", "credentials", "shape", "required",
        "secret", "example", "default", "style", "explode", "status",
        // Scenarios and live samples.
        "respond", "transport", "sequence", "expect", "input", "knownIssue", "bodyUnverified", "inline", "fixture", "raw",
        "value", "payload",
        // Shapes.
        "boolean", "$ref", "type", "nullable", "properties", "additionalProperties", "minProperties", "maxProperties",
        "items", "minItems", "maxItems", "uniqueItems", "enum", "extensible", "const", "format", "pattern", "minLength",
        "maxLength", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "oneOf", "anyOf", "allOf",
        "not", "discriminator", "readOnly", "writeOnly", "unmodelled", "annotations", "propertyName", "mapping",
    ]

    /// The keys whose values are the contract's own JSON, written as themselves.
    public static let literalKeys: Set<String> = ["example", "default", "inline", "value", "payload", "enum", "const"]

    /// The key of an object written with its member order: `{"{}": [[key, value], …]}`.
    public static let orderedObjectKey = "{}"

    /// An archive that cannot be read: another format version, or not an archive at all.
    public struct ReadError: Error, Sendable, CustomStringConvertible {
        /// What is wrong and what to do about it.
        public let description: String

        /// Archive text quoted in `description` is escaped here, once for every message.
        init(_ description: String) {
            self.description = description.visiblyEscaped
        }
    }

    /// The contract's archive text: pretty-printed JSON with sorted keys and a trailing newline.
    public static func encode(_ contract: Contract) throws -> String {
        JSONWriter.pretty.write(ArchiveWriter(contract: contract).write())
    }

    /// Rebuilds a contract from ``encode(_:)``'s text.
    /// - Throws: ``ReadError`` when the text is not JSON, is an archive of another format version
    ///   (the message says to run `treaty generate` again), or misses what the format requires.
    public static func decode(_ text: String) throws -> Contract {
        let value: JSONValue
        do {
            value = try JSONParser(limits: JSONParser.Limits(maxDepth: 100_000)).parse(text)
        } catch {
            throw ReadError("the contract archive is not JSON (\(error)); run 'treaty generate' again")
        }
        guard case .object(let root) = value else { throw ReadError("the contract archive is not a JSON object") }
        guard case .number(let number) = root["archive"], let version = number.int else {
            throw ReadError(
                "the contract archive has no format version: it was written by an older 'treaty generate'; "
                    + "run 'treaty generate' again")
        }
        guard version == formatVersion else {
            throw ReadError(
                "the contract archive has format version \(version), but this TreatyStubs reads version \(formatVersion); "
                    + "run 'treaty generate' again with the treaty that matches your TreatyStubs")
        }
        return try ArchiveReader(root: root).read()
    }
}
