import Foundation
import Testing
import TreatyContract
import TreatyStubs

@Suite struct ShapeCheckerTests {
    /// A request the validator cannot fully check fails verification: it is never passed.
    @Test func aBodyTooDeepToCheckIsAMismatchNotAPass() {
        let location = FileLocation(file: "contract.yaml", line: 1, column: 1)
        let node = SchemaReference(file: "contract.yaml", name: "Node")
        var reference = Shape(at: location)
        reference.ref = node
        var object = Shape(at: location)
        object.types = [.object]
        object.properties = [Shape.Property(name: "child", shape: reference)]
        let checker = ShapeChecker.standard(schemas: SchemaTable([node: object]))
        var body = "{}"
        for _ in 0..<100 { body = "{\"child\": \(body)}" }
        #expect(
            checker.checkBody(Data(body.utf8), reference) == [
                ShapeMismatch(
                    pointer: String(repeating: "/child", count: 32), expected: "a value Treaty can check",
                    actual: "not verified: deeper than 64 levels")
            ])
        #expect(checker.checkBody(Data("{\"child\": {}}".utf8), reference) == [])
    }
}
