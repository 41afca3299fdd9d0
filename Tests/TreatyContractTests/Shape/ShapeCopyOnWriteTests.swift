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
}
