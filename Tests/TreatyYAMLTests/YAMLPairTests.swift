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
}
