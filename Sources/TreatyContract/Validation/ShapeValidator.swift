/// Checks JSON values against contract shapes: the one validator behind the stub runtime,
/// fixture verification and the live checker.
///
/// Make one per contract (it resolves `$ref` through the contract's ``SchemaTable`` and caches
/// compiled `pattern`s) and call ``validate(_:against:)`` for each body. Keywords follow JSON
/// Schema 2020-12; `nullable: true` accepts `null` whatever the other keywords say; `$ref`
/// applies alongside the keywords written beside it; unknown formats pass.
///
/// ```swift
/// let validator = ShapeValidator(schemas: contract.schemas)
/// let report = validator.validate(try JSONParser().parse(bytes), against: response.body)
/// for violation in report.violations { print(violation.message) }
/// ```
public struct ShapeValidator: Sendable {
    /// The schemas `$ref`s resolve through.
    public let schemas: SchemaTable
    /// The bounds of every validation this validator runs.
    public let limits: ValidationLimits
    let patterns: PatternCache
    let compiled: CompiledSchemas

    /// A validator over `schemas`; keep it for many validations, it caches compiled patterns.
    public init(schemas: SchemaTable, limits: ValidationLimits = .init()) {
        self.schemas = schemas
        self.limits = limits
        patterns = PatternCache()
        compiled = CompiledSchemas(schemas)
    }

    private init(_ other: ShapeValidator, limits: ValidationLimits) {
        schemas = other.schemas
        self.limits = limits
        patterns = other.patterns
        compiled = other.compiled
    }

    /// The same validator (its compiled schemas and patterns shared) that stops at `deadline`:
    /// what is left unchecked then is reported as not verified. For a caller with a time bound
    /// per value, such as one live sample.
    public func until(_ deadline: ValidationDeadline) -> ShapeValidator {
        var limits = limits
        limits.deadline = deadline
        return ShapeValidator(self, limits: limits)
    }

    /// Validates `value` against `shape`, returning every finding (aggregated over array items).
    public func validate(_ value: JSONValue, against shape: Shape) -> ValidationReport {
        var run = ValidationRun(validator: self, root: value)
        _ = run.check(value, compiled.compile(shape), depth: 0)
        run.finish()
        return ValidationReport(
            violations: run.collector.violations(root: value),
            unverified: run.unverifiedLog.entries(root: value),
            truncated: run.collector.truncated,
            hasBreakingFindings: run.collector.hasBreaking
        )
    }

    /// Whether `value` conforms to `shape`, stopping at the first breaking finding; false when a
    /// part could not be checked.
    public func conforms(_ value: JSONValue, to shape: Shape) -> Bool {
        conforms(value, to: compiled.compile(shape))
    }

    /// ``conforms(_:to:)`` with the shapes compiled through `memo`, kept for the next check: for a
    /// caller that checks many values against the same few shapes.
    package func conforms(_ value: JSONValue, to shape: Shape, memo: CompileMemo) -> Bool {
        conforms(value, to: memo.compiled(shape, positions: compiled.positions))
    }

    private func conforms(_ value: JSONValue, to shape: CompiledShape) -> Bool {
        var run = ValidationRun(validator: self, root: value)
        run.recording = false
        return run.check(value, shape, depth: 0) && run.unverifiedLog.count == 0 && !run.applications.stopped
    }

    /// ``conforms(_:to:)`` within `applications` shape applications, which it draws down (to zero
    /// when it runs out): for a caller checking many candidates on one budget, as the sampler does,
    /// so that a shape whose every check runs long cannot multiply that by the candidates.
    /// `memo` keeps the shapes compiled for the next check.
    func conforms(_ value: JSONValue, to shape: Shape, applications: inout Int, memo: CompileMemo) -> Bool {
        var run = ValidationRun(validator: self, root: nil)
        run.applications = ApplicationBudget(limit: max(applications, 0), root: nil)
        run.recording = false
        let passed = run.check(value, memo.compiled(shape, positions: compiled.positions), depth: 0)
        applications = run.applications.stopped ? 0 : applications - run.applications.made
        return passed && run.unverifiedLog.count == 0 && !run.applications.stopped
    }
}
