import Testing
import TreatyContract

@testable import TreatyLoader

/// The builder's sample memo gives what the sampler gives, only once per shape (wherever it is
/// written) and, for a sample that avoids values, once per shape and values avoided.
@Suite struct SampleMemoTests {
    private static func identifier(at line: Int) -> Shape {
        var shape = Shape(at: FileLocation(file: "api.yaml", line: line, column: 7))
        shape.types = [.integer]
        shape.minimum = JSONNumber(1)
        shape.description = "line \(line)"
        return shape
    }

    @Test func aSampleAvoidingValuesIsTheSamplersForThoseValues() {
        let sampler = ShapeSampler(schemas: SchemaTable())
        let memo = SampleMemo(sampler)
        let shape = Self.identifier(at: 3)
        let avoided: [Set<JSONValue>] = [[1], [1, 2], [1], [], [2, 3]]
        for excluding in avoided {
            let expected = sampler.sample(shape, excluding: excluding)
            #expect(memo.sample(shape, excluding: excluding) == expected, "\(excluding)")
            // Written elsewhere, with other prose: the same shape to a sample.
            #expect(memo.sample(Self.identifier(at: 40), excluding: excluding) == expected, "\(excluding)")
        }
        #expect(memo.sample(shape, excluding: [1, 2]) == 3)
        #expect(memo.sample(shape) == 1)
    }
}
