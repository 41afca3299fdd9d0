import Testing
import TreatyYAML

/// `YAMLPair.keyText` is stored for the loader's keyed lookups; it must follow the key.
@Suite struct YAMLPairTests {
    private let mark = YAMLMark(line: 1, column: 1)

    @Test func keyTextFollowsTheKey() {
        let value = YAMLNode(.scalar(YAMLScalar(text: "1", style: .plain)), mark: mark)
        var pair = YAMLPair(key: YAMLNode(.scalar(YAMLScalar(text: "a", style: .plain)), mark: mark), value: value)
        #expect(pair.keyText == "a")
        pair.key = YAMLNode(.scalar(YAMLScalar(text: "b", style: .doubleQuoted)), mark: mark)
        #expect(pair.keyText == "b")
        pair.key = YAMLNode(.sequence([value]), mark: mark)
        #expect(pair.keyText == nil)
    }

    @Test func aScalarResolvesFromItsTextStyleAndTag() {
        #expect(YAMLScalar(text: "12", style: .plain).resolved == .integer("12"))
        #expect(YAMLScalar(text: "12", style: .singleQuoted).resolved == .string("12"))
        #expect(YAMLScalar(text: "12", style: .plain, tag: "tag:yaml.org,2002:str").resolved == .string("12"))
        #expect(YAMLScalar(text: "~", style: .plain).resolved == .null)
    }

    /// Plain decimal digits take a short path; every other numeric spelling is normalised as before.
    @Test(arguments: [
        ("12", ResolvedScalar.integer("12")), ("0", .integer("0")), ("007", .integer("7")), ("-0", .integer("0")),
        ("+5", .integer("5")), ("-42", .integer("-42")), ("0x1F", .integer("31")), ("0o17", .integer("15")),
        ("90000000000000000000", .integer("90000000000000000000")), ("1.5", .float("1.5")), ("1e3", .float("1e3")),
        ("12a", .string("12a")), ("1_000", .string("1_000")), ("١٢", .string("١٢")), (".inf", .float(".inf")),
    ])
    func numbersResolveToTheirNormalForm(_ text: String, _ expected: ResolvedScalar) {
        #expect(YAMLScalar(text: text, style: .plain).resolved == expected)
    }
}
