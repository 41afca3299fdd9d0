import Testing
import TreatyContract

/// Additive findings (`reportAdditions`) for objects composed with `allOf`, as the live checker reports them.
@Suite struct ShapeValidatorAdditionsTests {
    let location = FileLocation(file: "t.yaml", line: 1, column: 1)

    func object(_ names: [String]) -> Shape {
        var shape = Shape(at: location)
        shape.types = [.object]
        shape.properties = names.map { Shape.Property(name: $0, shape: Shape(at: location)) }
        return shape
    }

    func additions(_ value: JSONValue, _ shape: Shape, schemas: SchemaTable = SchemaTable()) -> [String] {
        ShapeValidator(schemas: schemas, limits: ValidationLimits(reportAdditions: true)).validate(value, against: shape)
            .violations
            .filter { $0.rule == "additional-property" }.map(\.pointer)
    }

    @Test func allOfComparesWithTheUnionOfItsBranches() {
        var composed = Shape(at: location)
        composed.allOf = [object(["a"]), object(["b"])]
        #expect(additions(["a": 1, "b": 2], composed).isEmpty)
        #expect(additions(["a": 1, "b": 2, "c": 3], composed) == ["/c"])
    }

    @Test func allOfFollowsReferences() {
        let reference = SchemaReference(file: "t.yaml", name: "Base")
        var schemas = SchemaTable()
        schemas[reference] = object(["id"])
        var base = Shape(at: location)
        base.ref = reference
        var composed = Shape(at: location)
        composed.allOf = [base, object(["extra"])]
        #expect(additions(["id": 1, "extra": true, "new": 0], composed, schemas: schemas) == ["/new"])
    }

    @Test func freeFormObjectsHaveNoAdditions() {
        #expect(additions(["anything": 1, "goes": [true]], object([])).isEmpty)
        #expect(additions(["id": 1, "new": 2], object(["id"])) == ["/new"])
    }
}
