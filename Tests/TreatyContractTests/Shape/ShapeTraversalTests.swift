import Testing
import TreatyContract

/// Walking a shape: every nested shape once, in one order.
@Suite struct ShapeTraversalTests {
    /// `{a: {items: {x}}, b: {anyOf: [{}, {}]}}`, each shape told apart by its column.
    private let shape: Shape = {
        func at(_ column: Int) -> Shape { Shape(at: FileLocation(file: "t.yaml", line: 1, column: column)) }
        var list = at(2)
        list.items = at(3)
        var choice = at(4)
        choice.anyOf = [at(5), at(6)]
        var root = at(1)
        root.properties = [Shape.Property(name: "a", shape: list), Shape.Property(name: "b", shape: choice)]
        return root
    }()

    @Test func everyShapeIsVisitedOnceDepthFirst() {
        var columns: [Int] = []
        shape.forEachShape { columns.append($0.location.column) }
        #expect(columns == [1, 2, 3, 4, 5, 6])
    }
}
