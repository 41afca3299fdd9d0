import Testing
import TreatyContract

/// `Shape` shares its keywords between copies until one changes: it must still behave as a value.
@Suite struct ShapeCopyOnWriteTests {
    private let here = FileLocation(file: "a.yaml", line: 1, column: 1)

    @Test func changingACopyLeavesTheOriginalAlone() {
        var original = Shape(at: here)
        original.types = [.object]
        original.properties = [Shape.Property(name: "id", shape: Shape(at: here))]
        var copy = original
        copy.properties[0].shape.types = [.integer]
        copy.required.append("id")
        copy.items = original
        #expect(original.properties[0].shape.types == nil && original.required.isEmpty && original.items == nil)
        #expect(copy.properties[0].shape.types == [.integer] && copy.required == ["id"] && copy.items == original)
        #expect(copy != original)
    }

    @Test func equalKeywordsMakeEqualShapesWithEqualHashes() {
        var first = Shape(at: here)
        first.format = "uuid"
        var second = Shape(at: here)
        second.format = "uuid"
        #expect(first == second && first.hashValue == second.hashValue)
        second.format = "date"
        #expect(first != second)
    }

    @Test func reflectionSeesTheKeywords() {
        let labels = Mirror(reflecting: Shape(at: here)).children.compactMap(\.label)
        #expect(labels.first == "location" && labels.contains("items") && labels.contains("writeOnly"))
        #expect(labels.count == 36 && labels.last == "annotations")
    }

    /// Where a shape is written and its prose aside, shapes compare as their keywords do; where
    /// their nested shapes are written still counts, as it does for `==`.
    @Test func equalApartFromPlaceAndProseIgnoresOnlyTheOuterLocationAndDescription() {
        func shape(line: Int, description: String?, itemLine: Int = 9) -> Shape {
            var shape = Shape(at: FileLocation(file: "a.yaml", line: line, column: 3))
            shape.types = [.array]
            shape.description = description
            shape.items = Shape(at: FileLocation(file: "a.yaml", line: itemLine, column: 5))
            return shape
        }
        let first = shape(line: 1, description: "Pets")
        #expect(first.equalsApartFromPlaceAndProse(shape(line: 40, description: nil)))
        #expect(first != shape(line: 40, description: nil))
        #expect(!first.equalsApartFromPlaceAndProse(shape(line: 1, description: "Pets", itemLine: 10)))
        var bounded = shape(line: 1, description: "Pets")
        bounded.maxItems = 3
        #expect(!first.equalsApartFromPlaceAndProse(bounded))
    }
}
