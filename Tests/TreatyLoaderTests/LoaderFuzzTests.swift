import Foundation
import Testing
import TreatyContract
import TreatyLoader
import TreatyTooling

/// Mutated copies of the bundled contract: the loader must never crash, and every diagnostic
/// must point inside the file it names.
@Suite struct LoaderFuzzTests {
    /// A small deterministic generator, so a failure reproduces from its seed.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let tokens: [[UInt8]] = [
        ":", "- ", "{", "}", "[", "]", "&a ", "*a", "\t", "\n", "  ", "'", "\"", "$ref: x", "#", "\u{FF}",
    ]
    .map { Array($0.utf8) }

    func mutate(_ bytes: [UInt8], _ random: inout SplitMix) -> [UInt8] {
        var result = bytes
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            let position = Int.random(in: 0..<result.count, using: &random)
            switch Int.random(in: 0..<3, using: &random) {
            case 0: result.remove(at: position)
            case 1: result.insert(contentsOf: LoaderFuzzTests.tokens.randomElement(using: &random)!, at: position)
            default: result.replaceSubrange(position..<min(result.count, position + 8), with: [])
            }
        }
        return result
    }

    @Test(arguments: 0..<4)
    func mutatedContractsGiveLocatedErrors(seed: Int) throws {
        let path = LintRuleTests.repositoryRoot + "/contracts/projects.yaml"
        let original = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        var random = SplitMix(state: UInt64(seed))
        for _ in 0..<100 {
            let mutated = mutate(original, &random)
            let text = String(decoding: mutated, as: UTF8.self)
            let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
            let result = ContractLoader(files: .memory(["contracts/projects.yaml": text])).load(["contracts/projects.yaml"])
            for diagnostic in result.diagnostics where diagnostic.location.file == "contracts/projects.yaml" {
                #expect(diagnostic.location.line >= 1 && diagnostic.location.line <= lineCount + 1)
                #expect(diagnostic.location.column >= 1)
                #expect(!diagnostic.message.isEmpty && !diagnostic.rule.isEmpty)
            }
        }
    }
}
