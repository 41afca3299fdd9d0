public import Foundation

/// Fixture bytes by fixture name, handed to a stub session by the caller.
///
/// The runtime never reads files on its own: generated suites embed their fixtures, and a
/// hand-written test loads them however it likes (a bundle resource, a literal) and passes them
/// here. A scenario naming a fixture that is missing is reported at the `stub` call.
public struct FixtureSource: Sendable {
    private var fixtures: [String: Data]

    /// Fixtures keyed by the name the contract gives them.
    public init(_ fixtures: [String: Data] = [:]) {
        self.fixtures = fixtures
    }

    /// The bytes of the fixture called `name` (as written in the contract, e.g. `projects-success.json`).
    public subscript(name: String) -> Data? {
        get { fixtures[name] }
        set { fixtures[name] = newValue }
    }

    /// Fixture names, sorted, for "expected one of" messages.
    public var names: [String] { fixtures.keys.sorted() }
}
