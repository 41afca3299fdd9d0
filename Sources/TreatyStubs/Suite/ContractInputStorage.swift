public import TreatyContract

/// A scenario's values behind one reference, read by location, name and type: what a generated
/// input type stores.
///
/// Why a class: the compiler writes copy, move, destroy and enum-tag functions for every struct
/// that holds `RequestInput` (three arrays and an optional JSON value) itself, and a parameter read
/// through `values.query("page")?.intValue` inlines copies of both. A generated suite has an input
/// type per endpoint and a property per parameter, so for GitHub's 874 endpoints that was 40 % of
/// the LLVM IR of the suite's largest file; a struct holding this reference needs only a retain
/// and a release, and each property is one call: `storage.int(.query, "page")`.
@_spi(Generated) public final class ContractInputStorage: Sendable {
    /// Where a parameter's value is given.
    public enum Location: Sendable {
        case path, query, header
    }

    /// The values, as the contract states them.
    public let values: RequestInput

    /// Stores `values` for one input.
    public init(_ values: RequestInput) {
        self.values = values
    }

    /// The parameter's value as text; see ``JSONValue/stringValue``.
    public func string(_ location: Location, _ name: String) -> String? { value(location, name)?.stringValue }

    /// The parameter's value as an `Int`; see ``JSONValue/intValue``.
    public func int(_ location: Location, _ name: String) -> Int? { value(location, name)?.intValue }

    /// The parameter's value as a `Double`; see ``JSONValue/doubleValue``.
    public func double(_ location: Location, _ name: String) -> Double? { value(location, name)?.doubleValue }

    /// The parameter's value as a `Bool`; see ``JSONValue/boolValue``.
    public func bool(_ location: Location, _ name: String) -> Bool? { value(location, name)?.boolValue }

    // A required parameter's property reads `storage.string(.path, "id", or: "")`: the fallback is a
    // value, where `?? ""` made the compiler write and then inline an autoclosure per property
    // (Cloudflare's suite, 5,189 such properties: a third of its LLVM IR instructions).

    /// The parameter's value as text, or `fallback` when the scenario gives none.
    public func string(_ location: Location, _ name: String, or fallback: String) -> String {
        string(location, name) ?? fallback
    }

    /// The parameter's value as an `Int`, or `fallback` when the scenario gives none.
    public func int(_ location: Location, _ name: String, or fallback: Int) -> Int { int(location, name) ?? fallback }

    /// The parameter's value as a `Double`, or `fallback` when the scenario gives none.
    public func double(_ location: Location, _ name: String, or fallback: Double) -> Double {
        double(location, name) ?? fallback
    }

    /// The parameter's value as a `Bool`, or `fallback` when the scenario gives none.
    public func bool(_ location: Location, _ name: String, or fallback: Bool) -> Bool { bool(location, name) ?? fallback }

    private func value(_ location: Location, _ name: String) -> JSONValue? {
        switch location {
        case .path: values.path(name)
        case .query: values.query(name)
        case .header: values.header(name)
        }
    }
}
