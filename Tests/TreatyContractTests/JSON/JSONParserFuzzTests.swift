import Testing

@testable import TreatyContract

/// Mutated and truncated documents must give a value or a located error, never a crash.
@Suite struct JSONParserFuzzTests {
    static let sample = Array(
        #"{"id": 12, "name": "caf\u00e9 ☕", "tags": ["a", "b"], "owner": {"email": null, "n": -1.5e3}, "ok": true}"#.utf8)

    @Test func mutatedDocumentsFailWithLocatedErrors() {
        var state: UInt64 = 7
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let interesting: [UInt8] = Array(#"{}[]",:\-0e.tfn"#.utf8) + [0x00, 0x0A, 0xC3, 0xFF, 0xED]
        var failures = 0
        for _ in 0..<3_000 {
            var bytes = JSONParserFuzzTests.sample
            for _ in 0..<(1 + next(3)) {
                let position = next(bytes.count)
                switch next(3) {
                case 0: bytes[position] = interesting[next(interesting.count)]
                case 1: bytes.remove(at: position)
                default: bytes.insert(interesting[next(interesting.count)], at: position)
                }
            }
            do {
                _ = try JSONParser().parse(bytes)
            } catch {
                failures += 1
                #expect(error.offset >= 0 && error.offset <= bytes.count)
                #expect(error.line >= 1 && error.column >= 1)
                #expect(!error.message.isEmpty && error.message.first?.isLowercase == true)
            }
        }
        #expect(failures > 2_000, "most mutations break the document")
    }

    @Test func everyTruncationIsAnEndOfInputError() {
        for length in 1..<JSONParserFuzzTests.sample.count {
            do {
                _ = try JSONParser().parse(Array(JSONParserFuzzTests.sample.prefix(length)))
                Issue.record("a truncation at \(length) parsed")
            } catch {
                #expect(error.offset <= length)
            }
        }
    }
}
