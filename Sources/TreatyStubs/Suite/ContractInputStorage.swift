public import TreatyContract

/// A scenario's values behind one reference, read by location, name and type: what a generated
/// input type stores.
///
/// Why a class: the compiler writes copy, move, destroy and enum-tag functions for every struct
/// that holds `RequestInput` (three arrays and an optional JSON value) itself, and a parameter read
/// through `values.query("page")?.intValue` inlines copies of both. A generated suite has an input
/// type per endpoint and a property per parameter, so for GitHub's 874 endpoints that was 40 % of
/// the code the compiler generated; a struct holding this reference needs only a retain and a
/// release, and each property is one call.
@_spi(Generated) public final class ContractInputStorage: Sendable {
    /// The values, as the contract states them.
    public let values: RequestInput

    /// Stores `values` for one input.
    public init(_ values: RequestInput) {
        self.values = values
    }

    /// The path parameter's value as text; see ``JSONValue/stringValue``.
    public func string(path name: String) -> String? { values.path(name)?.stringValue }
    /// The query parameter's value as text; see ``JSONValue/stringValue``.
    public func string(query name: String) -> String? { values.query(name)?.stringValue }
    /// The header's value as text; see ``JSONValue/stringValue``.
    public func string(header name: String) -> String? { values.header(name)?.stringValue }

    /// The path parameter's value as an `Int`; see ``JSONValue/intValue``.
    public func int(path name: String) -> Int? { values.path(name)?.intValue }
    /// The query parameter's value as an `Int`; see ``JSONValue/intValue``.
    public func int(query name: String) -> Int? { values.query(name)?.intValue }
    /// The header's value as an `Int`; see ``JSONValue/intValue``.
    public func int(header name: String) -> Int? { values.header(name)?.intValue }

    /// The path parameter's value as a `Double`; see ``JSONValue/doubleValue``.
    public func double(path name: String) -> Double? { values.path(name)?.doubleValue }
    /// The query parameter's value as a `Double`; see ``JSONValue/doubleValue``.
    public func double(query name: String) -> Double? { values.query(name)?.doubleValue }
    /// The header's value as a `Double`; see ``JSONValue/doubleValue``.
    public func double(header name: String) -> Double? { values.header(name)?.doubleValue }

    /// The path parameter's value as a `Bool`; see ``JSONValue/boolValue``.
    public func bool(path name: String) -> Bool? { values.path(name)?.boolValue }
    /// The query parameter's value as a `Bool`; see ``JSONValue/boolValue``.
    public func bool(query name: String) -> Bool? { values.query(name)?.boolValue }
    /// The header's value as a `Bool`; see ``JSONValue/boolValue``.
    public func bool(header name: String) -> Bool? { values.header(name)?.boolValue }
}
