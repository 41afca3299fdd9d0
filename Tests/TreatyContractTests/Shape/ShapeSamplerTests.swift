import Testing

@testable import TreatyContract

private typealias F = ShapeFactory

@Suite struct ShapeSamplerTests {
    /// The sample written compactly, members in document order, as an importer would write it.
    private func sampled(_ shape: Shape, _ table: SchemaTable = SchemaTable()) -> String? {
        ShapeSampler(schemas: table).sample(shape).map(JSONWriter.compact.write)
    }

    /// A number shape with bounds written as JSON number text.
    private func numeric(
        _ type: JSONType, minimum: String? = nil, maximum: String? = nil, exclusiveMinimum: String? = nil,
        exclusiveMaximum: String? = nil, multipleOf: String? = nil
    ) -> Shape {
        F.shape(type) { shape in
            shape.minimum = minimum.map(JSONNumber.init(text:))
            shape.maximum = maximum.map(JSONNumber.init(text:))
            shape.exclusiveMinimum = exclusiveMinimum.map(JSONNumber.init(text:))
            shape.exclusiveMaximum = exclusiveMaximum.map(JSONNumber.init(text:))
            shape.multipleOf = multipleOf.map(JSONNumber.init(text:))
        }
    }

    private func array(_ minItems: Int?, _ items: Shape?, maxItems: Int? = nil, unique: Bool = false) -> Shape {
        F.shape(.array) { shape in
            shape.minItems = minItems
            shape.maxItems = maxItems
            shape.items = items
            shape.uniqueItems = unique
        }
    }

    private func string(minLength: Int? = nil, maxLength: Int? = nil, pattern: String? = nil, format: String? = nil) -> Shape {
        F.shape(.string) { shape in
            shape.minLength = minLength
            shape.maxLength = maxLength
            shape.pattern = pattern
            shape.format = format
        }
    }

    private func reference(_ name: String) -> Shape { F.shape { $0.ref = SampleSchemas.named(name) } }

    // MARK: Objects and references

    @Test func objectGetsItsRequiredMembersOnlyInPropertyOrder() {
        let shape = F.object(
            [
                ("id", F.shape(.integer) { $0.minimum = JSONNumber(1) }), ("nickname", F.shape(.string)),
                ("name", F.shape(.string) { $0.minLength = 1 }),
            ], required: ["name", "id"])
        #expect(sampled(shape) == #"{"id":1,"name":"a"}"#)
    }

    /// `minProperties` takes the optional members next, then undeclared ones where the object is open.
    @Test func objectGetsEnoughMembersForMinProperties() {
        let open = F.object([("id", F.shape(.integer)), ("name", F.shape(.string))], required: ["id"]) {
            $0.minProperties = 3
        }
        #expect(sampled(open) == #"{"id":0,"name":"","property1":{}}"#)
        let closed = F.object([("id", F.shape(.integer))]) {
            $0.minProperties = 2; $0.additionalProperties = .forbidden
        }
        #expect(sampled(closed) == nil)
        let typed = F.object([]) {
            $0.minProperties = 1; $0.additionalProperties = .shape(F.shape(.integer))
        }
        #expect(sampled(typed) == #"{"property1":0}"#)
    }

    @Test func referencesResolveThroughTheTable() {
        let table = SampleSchemas.table
        #expect(
            sampled(reference("Project"), table)
                == #"{"id":1,"name":"a","visibility":"private","createdAt":"2024-01-01T00:00:00Z"}"#)
        #expect(sampled(reference("User"), table) == #"{"id":0,"login":"a"}"#)
        #expect(sampled(reference("ValidationError"), table) == #"{"error":"a","message":"","fields":{}}"#)
        #expect(sampled(F.shape { $0.ref = SchemaReference(file: "other.yaml", name: "Gone") }, table) == nil)
    }

    @Test func additionalPropertiesAreRespected() {
        let closed = F.object([("a", F.shape(.string))], required: ["a", "b"]) { $0.additionalProperties = .forbidden }
        #expect(sampled(closed) == nil)
        let typed = F.object([], required: ["x"]) {
            $0.additionalProperties = .shape(F.shape(.integer) { $0.minimum = JSONNumber(2) })
        }
        #expect(sampled(typed) == #"{"x":2}"#)
        #expect(sampled(F.object([], required: ["x"])) == #"{"x":{}}"#)
    }

    // MARK: Scalars

    @Test func enumAndConstTakeTheFirstValueThatValidates() {
        #expect(sampled(F.shape(.string) { $0.enumValues = ["b", "a"] }) == #""b""#)
        #expect(sampled(F.shape(.string) { $0.enumValues = [1, "x", "y"] }) == #""x""#)
        #expect(sampled(F.shape(.string, .null) { $0.enumValues = [nil, "x"] }) == #""x""#)
        #expect(sampled(F.shape { $0.constValue = ["k": [1, true]] }) == #"{"k":[1,true]}"#)
        #expect(sampled(F.shape(.integer) { $0.enumValues = ["a"] }) == nil)
    }

    @Test func formatsUseFixedExamplesTheValidatorAccepts() {
        let expected: [(String, String)] = [
            ("date-time", "2024-01-01T00:00:00Z"), ("date", "2024-01-01"), ("uuid", "00000000-0000-4000-8000-000000000000"),
            ("email", "user@example.com"), ("uri", "https://example.com/"), ("ipv4", "192.0.2.1"), ("ipv6", "2001:db8::1"),
            ("int64", ""),
        ]
        for (format, text) in expected {
            #expect(sampled(string(format: format)) == "\"\(text)\"", "\(format)")
        }
        #expect(sampled(string(minLength: 20, format: "email")) == #""userxxxx@example.com""#)
        #expect(sampled(string(maxLength: 10, format: "uuid")) == nil)
    }

    @Test func stringsHonourLengthsAndSimplePatterns() {
        #expect(sampled(string()) == #""""#)
        #expect(sampled(string(minLength: 3)) == #""aaa""#)
        #expect(sampled(string(maxLength: 2)) == #""""#)
        #expect(sampled(string(minLength: 5, maxLength: 3)) == nil)
        #expect(sampled(string(pattern: "^[A-Z]{3}$")) == #""ABC""#)
        #expect(sampled(string(minLength: 4, pattern: "^[0-9]+$")) == #""0000""#)
        #expect(sampled(string(pattern: #"^v1\.0$"#)) == #""v1.0""#)
        #expect(sampled(string(pattern: #"^\d{4}-\d{2}-\d{2}$"#)) == #""2024-01-01""#)
        #expect(sampled(string(pattern: "^q{2}z$")) == #""qqz""#)
    }

    /// Patterns none of the fixed candidates matches are read: the shortest string they match.
    @Test func simplePatternsAreRead() {
        #expect(sampled(string(pattern: "^/v1/tax/calculations/[^/]+/line_items")) == #""/v1/tax/calculations/a/line_items""#)
        #expect(sampled(string(pattern: "^cus_[a-zA-Z0-9]{14}$")) == #""cus_aaaaaaaaaaaaaa""#)
        #expect(sampled(string(pattern: "^(GET|POST)$")) == #""GET""#)
        #expect(sampled(string(pattern: #"^(?:v\d+\.)?x[^a0]$"#)) == #""xA""#)
        #expect(sampled(string(pattern: #"^[\w.-]+@corp\.test$"#)) == #""a@corp.test""#)
        #expect(sampled(string(pattern: "^q[xyz]*!{2,5}$")) == #""q!!""#)
        // Not read: lookahead, Unicode properties, back references; anchors inside.
        for pattern in [#"^(?=.*\d)z.+$"#, #"^\p{Lu}\p{Lu}$"#, #"^(z)\1$"#, "^z^z$"] {
            #expect(ShapeSampler.PatternExample.of(pattern, limit: 100) == nil, "\(pattern)")
        }
        #expect(ShapeSampler.PatternExample.of("^z{101}$", limit: 100) == nil)
        #expect(ShapeSampler.PatternExample.of("^(ab){9223372036854775807}$", limit: 100) == nil)
        #expect(ShapeSampler.PatternExample.of("^(){999999999999}x$", limit: 100) == "x")
        #expect(ShapeSampler.PatternExample.of("^xa{9223372036854775807}$", limit: 100) == nil)
        // Nesting is recursion: 20,000 groups deep is refused, not a stack overflow.
        let deep = String(repeating: "(", count: 20_000) + "a" + String(repeating: ")", count: 20_000)
        #expect(ShapeSampler.PatternExample.of(deep, limit: 100) == nil)
        let allowed = String(repeating: "(?:", count: 64) + "a" + String(repeating: ")", count: 64)
        #expect(ShapeSampler.PatternExample.of(allowed, limit: 100) == "a")
    }

    /// A pattern is contract text: whatever it holds, reading it ends, quickly, without a crash.
    @Test func anyPatternIsReadOrRefusedQuickly() {
        let alphabet = Array(#"^$.|?*+()[]{}\-,:=!<aZ09dwsbp1"#)
        var random = SeededRandom(seed: 12)
        for _ in 0..<20_000 {
            let pattern = String(
                (0..<Int.random(in: 0...12, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
            if let example = ShapeSampler.PatternExample.of(pattern, limit: 64) { #expect(example.unicodeScalars.count <= 64) }
        }
    }

    @Test func numbersTakeTheAllowedValueClosestToZero() {
        #expect(sampled(numeric(.integer)) == "0")
        #expect(sampled(numeric(.integer, minimum: "5")) == "5")
        #expect(sampled(numeric(.integer, maximum: "-3")) == "-3")
        #expect(sampled(numeric(.integer, minimum: "-10", maximum: "10")) == "0")
        #expect(sampled(numeric(.number, minimum: "0.2", maximum: "0.5")) == "0.5")
        #expect(sampled(numeric(.integer, minimum: "5", maximum: "1")) == nil)
    }

    @Test func exclusiveBoundsAreExcluded() {
        #expect(sampled(numeric(.integer, exclusiveMinimum: "0")) == "1")
        #expect(sampled(numeric(.integer, exclusiveMaximum: "0")) == "-1")
        #expect(sampled(numeric(.number, exclusiveMinimum: "0", exclusiveMaximum: "1")) == "0.5")
        #expect(sampled(numeric(.integer, exclusiveMinimum: "1", exclusiveMaximum: "2")) == nil)
        #expect(sampled(numeric(.integer, minimum: "3", exclusiveMinimum: "3")) == "4")
    }

    /// Integer bounds are sampled in `Int` arithmetic; every candidate list, in order, must be the
    /// decimal path's for the same parts (two parts, so bounds from both are intersected).
    @Test func integerCandidatesAreTheDecimalOnes() {
        let bounds: [String?] = [nil, "-7", "-1", "0", "1", "2", "5", "9007199254740991"]
        let run = ShapeSampler.Run(sampler: ShapeSampler(schemas: SchemaTable()))
        var compared = 0
        for minimum in bounds {
            for maximum in bounds {
                for exclusiveMinimum in [nil, "0", "4"] {
                    for exclusiveMaximum in [nil, "3", "-2"] {
                        let parts = [
                            numeric(.integer, minimum: minimum, exclusiveMaximum: exclusiveMaximum),
                            numeric(.integer, maximum: maximum, exclusiveMinimum: exclusiveMinimum),
                        ]
                        let conjunction = ShapeSampler.Conjunction(parts: parts)
                        for variants in [[0, 1], [0, 1, 3, 4], [0, 1, 12, 13]] {
                            let fast = run.numbers(conjunction, integer: true, variants: variants)
                            let decimal = run.decimalNumbers(conjunction, integer: true, variants: variants)
                            #expect(fast == decimal, "\(parts.map(\.minimum)) \(parts.map(\.maximum)) \(variants)")
                            compared += 1
                        }
                    }
                }
            }
        }
        #expect(compared == 8 * 8 * 3 * 3 * 3)
        // Outside the fast path's range the decimal path answers, with the same rule.
        let huge = ShapeSampler.Conjunction(parts: [numeric(.integer, minimum: "1e30")])
        #expect(
            run.numbers(huge, integer: true, variants: [0]).map(JSONWriter.compact.write) == ["1000000000000000000000000000000"])
    }

    @Test func multipleOfIsMetExactly() {
        #expect(sampled(numeric(.integer, minimum: "10", multipleOf: "7")) == "14")
        #expect(sampled(numeric(.integer, maximum: "-1", multipleOf: "3")) == "-3")
        #expect(sampled(numeric(.number, exclusiveMinimum: "1", multipleOf: "0.25")) == "1.25")
        #expect(sampled(numeric(.number, minimum: "0.25", multipleOf: "0.1")) == "0.3")
        #expect(sampled(numeric(.integer, minimum: "0.7", multipleOf: "0.5")) == "1")
        let both = F.shape(.integer) {
            $0.minimum = JSONNumber(1)
            $0.allOf = [numeric(.number, multipleOf: "4"), numeric(.number, multipleOf: "6")]
        }
        #expect(sampled(both) == "12")
        #expect(sampled(numeric(.integer, minimum: "6", maximum: "9", multipleOf: "5")) == nil)
    }

    @Test func nullablePrefersAValueUnlessOnlyNullFits() {
        #expect(sampled(F.shape(.string) { $0.nullable = true }) == #""""#)
        #expect(sampled(F.shape(.null, .integer)) == "0")
        #expect(sampled(F.shape(.null)) == "null")
        let owner = F.shape {
            $0.ref = SampleSchemas.named("Impossible"); $0.nullable = true
        }
        #expect(sampled(owner, SampleSchemas.table) == "null")
    }

    // MARK: Combinators

    @Test func oneOfMatchesExactlyOneBranch() {
        #expect(sampled(F.shape { $0.oneOf = [F.shape(.number), F.shape(.integer)] }) == "0.5")
        let overlapping = F.shape {
            $0.oneOf = [
                F.object([("a", F.shape(.string))], required: ["a"]), F.object([("a", F.shape(.string))]),
            ]
        }
        #expect(sampled(overlapping) == "{}")
        let kind = { (name: JSONValue) in
            F.object([("kind", F.shape(.string) { $0.constValue = name }), ("lives", F.shape(.integer))], required: ["kind"])
        }
        #expect(sampled(F.shape { $0.oneOf = [kind("cat"), kind("dog")] }) == #"{"kind":"cat"}"#)
    }

    @Test func branchesThatAllAcceptTheSmallestValueAreToldApartByAFullerOne() {
        // GitHub's validation errors: both branches accept `{"message": ""}`; only a filled
        // `errors` list (objects in one branch, strings in the other) matches exactly one.
        let errors = { (item: Shape) in
            F.object([("message", F.shape(.string)), ("errors", array(nil, item))], required: ["message"])
        }
        let code = F.object([("code", F.shape(.string)), ("index", F.shape(.integer))], required: ["code"])
        #expect(
            sampled(F.shape { $0.oneOf = [errors(code), errors(F.shape(.string))] })
                == #"{"message":"","errors":[{"code":"","index":0}]}"#)
        #expect(sampled(F.shape { $0.oneOf = [errors(F.shape(.string)), errors(code)] }) == #"{"message":"","errors":[""]}"#)
        // A value found at its smallest stays as it was, even where a fuller one deeper down would
        // let an earlier branch through: fuller values are only searched when nothing else is found.
        #expect(sampled(errors(code)) == #"{"message":""}"#)
        let ambiguous = F.shape { $0.oneOf = [errors(code), errors(F.shape(.string))] }
        let first = F.object([("detail", ambiguous)], required: ["detail"])
        #expect(sampled(F.shape { $0.anyOf = [first, F.shape(.boolean)] }) == "false")
        #expect(sampled(first) == #"{"detail":{"message":"","errors":[{"code":"","index":0}]}}"#)
        // An optional member that cannot be written is left out; `maxItems: 0` stays empty.
        let never = F.object([
            ("gone", F.shape { $0.booleanSchema = false }), ("none", array(nil, F.shape(.integer), maxItems: 0)),
            ("x", F.shape(.integer)),
        ])
        #expect(sampled(F.shape { $0.oneOf = [never, F.object([("x", F.shape(.string))])] }) == #"{"none":[],"x":0}"#)
    }

    @Test func anyOfTakesTheFirstBranchThatWorks() {
        #expect(sampled(F.shape { $0.anyOf = [string(minLength: 2), F.shape(.integer)] }) == #""aa""#)
        let impossible = numeric(.integer, minimum: "5", maximum: "1")
        #expect(sampled(F.shape { $0.anyOf = [impossible, F.shape(.boolean)] }) == "false")
    }

    @Test func allOfMergesObjectBranches() {
        let shape = F.shape {
            $0.allOf = [
                F.object([("id", F.shape(.integer))], required: ["id"]),
                F.object([("name", F.shape(.string) { $0.minLength = 2 }), ("id", F.shape { $0.minimum = JSONNumber(3) })]) {
                    $0.required = ["name"]
                },
            ]
        }
        #expect(sampled(shape) == #"{"id":3,"name":"aa"}"#)
        #expect(sampled(F.shape { $0.allOf = [F.shape(.string), F.shape(.integer)] }) == nil)
    }

    @Test func notIsChecked() {
        #expect(sampled(F.shape(.integer) { $0.not = F.shape { $0.constValue = 0 } }) == "1")
        #expect(sampled(F.shape { $0.not = F.shape(.object) }) == #""""#)
        #expect(sampled(F.shape(.boolean) { $0.not = F.shape(.boolean) }) == nil)
    }

    // MARK: Arrays

    @Test func arraysHoldMinItemsItems() {
        #expect(sampled(array(nil, F.shape(.integer))) == "[]")
        #expect(sampled(array(2, numeric(.integer, minimum: "3"))) == "[3,3]")
        #expect(sampled(array(3, nil, maxItems: 2)) == nil)
    }

    @Test func uniqueItemsGetDistinctItems() {
        #expect(sampled(array(3, F.shape(.integer), unique: true)) == "[0,1,2]")
        #expect(sampled(array(3, string(minLength: 2), unique: true)) == #"["aa","ab","ac"]"#)
        let letters = "abcdefghijklmnopqrstuvwxyz".map { JSONValue.string(String($0)) }
        let sampler = ShapeSampler(schemas: SchemaTable())
        #expect(sampler.sample(array(28, string(minLength: 1), unique: true)) == .array(letters + ["ba", "bb"]))
        let record = F.object([("id", F.shape(.integer))], required: ["id"])
        #expect(sampled(array(2, record, unique: true)) == #"[{"id":0},{"id":1}]"#)
        #expect(sampled(array(3, F.shape(), unique: true)) == #"[{},"","a"]"#)
        #expect(sampled(array(3, F.shape(.boolean), unique: true)) == nil)
        #expect(sampled(array(3, F.shape(.string) { $0.enumValues = ["a", "b"] }, unique: true)) == nil)
        let thousand = JSONValue.array((0..<1000).map { .number(JSONNumber($0)) })
        #expect(sampler.sample(array(1000, F.shape(.integer), unique: true)) == thousand)
    }

    // MARK: Recursion and limits

    @Test func recursiveSchemasStopInsteadOfLooping() {
        let table = SampleSchemas.table
        #expect(sampled(reference("Folder"), table) == #"{"name":"","children":[]}"#)
        #expect(sampled(reference("Node"), table) == nil)
        #expect(sampled(reference("LinkedNode"), table) == #"{"next":null}"#)
        #expect(sampled(reference("Tree"), table) == nil)
        #expect(sampled(reference("SelfAll"), table) == nil)
    }

    @Test func booleanSchemas() {
        var accept = F.shape()
        accept.booleanSchema = true
        var reject = F.shape()
        reject.booleanSchema = false
        #expect(sampled(accept) == "{}")
        #expect(sampled(F.shape()) == "{}")
        #expect(sampled(reject) == nil)
        #expect(sampled(F.object([("gone", reject)], required: ["gone"])) == nil)
        #expect(sampled(F.object([("gone", reject)])) == "{}")
    }

    @Test func hostileShapesReturnNilQuickly() {
        var nested = F.shape(.string)
        for _ in 0..<100 { nested = F.object([("child", nested)], required: ["child"]) }
        var doubling = F.shape(.integer)
        for _ in 0..<15 { doubling = F.object([("a", doubling), ("b", doubling)], required: ["a", "b"]) }
        let dead = F.shape {
            $0.anyOf = [string(maxLength: -1), F.shape(.boolean) { $0.not = F.shape() }]
        }
        let hostile: [(String, Shape)] = [
            ("minItems 10^9", array(1_000_000_000, F.shape(.integer))),
            ("minLength 10^9", string(minLength: 1_000_000_000)),
            ("10^6 items in nested arrays", array(1000, array(1000, F.shape(.integer)))),
            ("100 nested required objects", nested),
            ("2^15 leaves", doubling),
            ("2^24 dead branch combinations", F.shape(.integer) { $0.allOf = Array(repeating: dead, count: 24) }),
        ]
        let clock = ContinuousClock()
        for (name, shape) in hostile {
            var result: String?
            let elapsed = clock.measure { result = sampled(shape) }
            #expect(result == nil, "\(name)")
            // Loose, for a loaded machine: it catches an endless or exponential search, not speed.
            #expect(elapsed < .seconds(10), "\(name)")
        }
        let small = ShapeSampler(schemas: SchemaTable(), limits: .init(maxItems: 2))
        #expect(small.sample(array(3, nil)) == nil)
        #expect(small.sample(array(2, nil)) == [[:], [:]])
    }

    // MARK: Properties

    @Test func everySampleOfTheCorpusValidates() {
        let sampler = ShapeSampler(schemas: SampleSchemas.table)
        let validator = ShapeValidator(schemas: SampleSchemas.table)
        var found = 0
        for shape in SampleSchemas.corpus {
            guard let value = sampler.sample(shape) else { continue }
            found += 1
            #expect(validator.validate(value, against: shape).isValid, "\(JSONWriter.compact.write(value))")
        }
        // 177 of 220 when written; the others are unsatisfiable (a boolean `enum: ['x', 2, null]`, an
        // integer `oneOf: [integer, number]`, …) or need a pattern none of the simple candidates matches.
        #expect(found >= 177)
    }

    @Test func samplingIsDeterministic() {
        let references = SampleSchemas.table.sortedReferences
        var forwards = SchemaTable()
        for reference in references { forwards[reference] = SampleSchemas.table[reference] }
        var backwards = SchemaTable()
        for reference in references.reversed() { backwards[reference] = SampleSchemas.table[reference] }
        let reused = ShapeSampler(schemas: forwards)
        let runs = [reused, ShapeSampler(schemas: backwards), reused].map { sampler in
            SampleSchemas.corpus.map { sampler.sample($0).map(JSONWriter.compact.write) }
        }
        #expect(runs[0] == runs[1])
        #expect(runs[0] == runs[2])
    }
}
