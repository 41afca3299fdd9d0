import Foundation
import Testing

@testable import TreatyContract

/// The archive encoder must give what `JSONEncoder`'s text, parsed again, gives.
@Suite struct JSONValueEncoderTests {
    private enum Kind: String, Codable { case a, b }

    private struct Sample: Codable {
        var name = "x\u{202E}\"y"
        var missing: String? = nil
        var present: Int? = 3
        var kind = Kind.b
        var byStatus: [Int: [String]] = [404: ["gone"], 200: []]
        var nested: [[Bool]] = [[true], []]
        var small: Int32 = -7
    }

    @Test func aValueEncodesAsFoundationsTextParsedAgain() throws {
        let viaFoundation = try JSONParser().parse(Array(JSONEncoder().encode(Sample())))
        let direct = try JSONValueEncoder().encode(Sample())
        #expect(JSONWriter.pretty.write(direct) == JSONWriter.pretty.write(viaFoundation))
    }

    @Test func aFloatingPointValueIsRefused() {
        #expect(throws: JSONValueEncoder.Unsupported.self) { try JSONValueEncoder().encode(["x": 1.5]) }
    }
}
