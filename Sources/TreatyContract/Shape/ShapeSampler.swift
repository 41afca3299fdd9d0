/// Builds a small, deterministic JSON value that conforms to a ``Shape``: a stand-in body or
/// parameter value where the contract documents none.
///
/// It is meant for the OpenAPI importer: a body for an error status the API documents without an
/// example, and parameter values for live samples. Values are minimal and readable:
/// objects carry their required members only, in property order; arrays hold `minItems` items;
/// strings and numbers are the simplest the keywords allow (`""`, `0`, the bound closest to zero,
/// the first valid `enum` value, a fixed example per `format`, such as `2024-01-01T00:00:00Z`).
/// The same shape and table always give the same value.
///
/// Every value is checked with ``ShapeValidator`` before it is returned, so a sample is never
/// invalid. When no conforming value is found (contradictory keywords, a `pattern` none of the
/// sampler's simple candidates matches, a `$ref` that can only nest itself forever, a bound in
/// ``Limits`` reached) the result is nil, and an example has to come from elsewhere.
///
/// ```swift
/// let sampler = ShapeSampler(schemas: contract.schemaTable)
/// if let body = sampler.sample(errorShape) {
///     fixtures["error-500.json"] = JSONWriter.pretty.write(body)
/// }
/// ```
///
/// Make one sampler per contract and reuse it; it is cheap to call and safe to share across tasks.
public struct ShapeSampler: Sendable {
    /// The named schemas `$ref` resolves to.
    public let schemas: SchemaTable
    /// The bounds on each call of ``sample(_:)``.
    public let limits: Limits
    /// The validator every sample is checked with, also used to choose between candidates.
    package let validator: ShapeValidator

    /// Makes a sampler that resolves `$ref` through `schemas`.
    ///
    /// - Parameters:
    ///   - schemas: the contract's named schemas, as for ``ShapeValidator``.
    ///   - limits: bounds that keep hostile or recursive shapes cheap; the defaults suit API bodies.
    public init(schemas: SchemaTable, limits: Limits = .init()) {
        self.init(validator: ShapeValidator(schemas: schemas), limits: limits)
    }

    /// A sampler that checks its candidates with `validator` and resolves `$ref` through its
    /// schemas: for a caller that already holds the contract's validator, since making one
    /// compiles every named schema.
    public init(validator: ShapeValidator, limits: Limits = .init()) {
        schemas = validator.schemas
        self.limits = limits
        self.validator = validator
    }

    /// A value valid against `shape`, or nil when the sampler cannot find one within its limits.
    ///
    /// - Returns: a value for which ``ShapeValidator/conforms(_:to:)`` is true, or nil.
    public func sample(_ shape: Shape) -> JSONValue? {
        sample(shape, excluding: [])
    }

    /// A value valid against `shape` and equal to none of `excluding`, or nil: how a scenario
    /// gives two inputs of one shape different values, so a client that swaps them is caught.
    public func sample(_ shape: Shape, excluding: Set<JSONValue>) -> JSONValue? {
        sample(shape, excluding: excluding, memo: CompileMemo())
    }

    /// ``sample(_:excluding:)`` with the shapes its candidates are checked against compiled
    /// through `memo`, and kept there: for a caller sampling many shapes of one document.
    package func sample(_ shape: Shape, excluding: Set<JSONValue> = [], memo: CompileMemo) -> JSONValue? {
        // Smallest values first, alone; only a shape that has none is searched again with fuller
        // values allowed, so whatever the first search finds never changes.
        for allowsFuller in [false, true] {
            var run = Run(sampler: self, allowsFuller: allowsFuller, memo: memo)
            guard let value = run.sample([shape], excluding: excluding, depth: 0) else {
                // A search that ran out of steps would only run out again.
                if run.exhausted { return nil }
                continue
            }
            // The candidates were checked on the way up; this is the guarantee the callers rely on.
            // (Not `? value : nil`: `JSONValue` takes `nil` as its `null`, so that returned `null`.)
            guard validator.conforms(value, to: shape, memo: memo) else { return nil }
            return value
        }
        return nil
    }

    /// Bounds on one call of ``ShapeSampler/sample(_:)``, so a hostile or recursive shape
    /// (`minItems: 1000000000`, a `$ref` that requires itself, thousands of `anyOf` branches)
    /// gives nil quickly instead of building a huge value or searching for long.
    public struct Limits: Sendable, Hashable {
        /// The deepest nesting of members and items below the root (default 16), and the most
        /// `anyOf` / `oneOf` choices made for one value. Deeper required parts give nil; the default
        /// leaves room under ``ValidationLimits/maxDepth`` (64), which also counts `$ref` and combinator hops.
        public var maxDepth: Int
        /// Units of work per sample (default 10 000): each shape gathered through `$ref` or
        /// `allOf`, branch tried and candidate validated costs one, and so does every value placed
        /// in an array (an array of arrays is counted in full) and every 64 characters of a string.
        /// When they run out, the search ends with nil, so a sample never holds much more than this
        /// many values. A shape the first search finds nothing for, within its budget, is searched
        /// once more, with fuller values allowed, on a budget of its own.
        public var maxSteps: Int
        /// The largest `minItems` honoured (default 1 000); a larger one gives nil at once.
        public var maxItems: Int
        /// The largest `minLength` honoured, in characters (default 4 096); a larger one gives nil at once.
        public var maxStringLength: Int

        /// Limits; the defaults suit generated requests and fixtures.
        public init(maxDepth: Int = 16, maxSteps: Int = 10_000, maxItems: Int = 1_000, maxStringLength: Int = 4_096) {
            self.maxDepth = maxDepth
            self.maxSteps = maxSteps
            self.maxItems = maxItems
            self.maxStringLength = maxStringLength
        }
    }
}
