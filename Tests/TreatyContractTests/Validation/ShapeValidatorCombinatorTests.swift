import Testing

@testable import TreatyContract

private typealias F = ShapeFactory

@Suite struct ShapeValidatorCombinatorTests {
    let validator = ShapeValidator(schemas: SchemaTable())

    @Test func allOfReportsEachBranchFinding() {
        let shape = F.shape { $0.allOf = [F.shape(line: 2, .integer), F.shape(line: 3) { $0.minimum = JSONNumber(5) }] }
        #expect(validator.validate(7, against: shape).isValid)
        let report = validator.validate(2, against: shape)
        #expect(report.violations.map(\.rule) == ["minimum"])
        #expect(report.violations.first?.schemaLocation == F.location(3))
    }

    @Test func anyOfNeedsOneMatchingBranch() {
        let shape = F.shape(line: 4) { $0.anyOf = [F.shape(.string), F.shape(.integer)] }
        #expect(validator.validate(3, against: shape).isValid)
        let violation = onlyViolation(validator.validate(true, against: shape))
        #expect(
            violation?.message
                == "(root): expected a value matching at least one of 2 shapes, got boolean matching none; none accepts a boolean"
        )
        #expect(violation?.schemaLocation == F.location(4))
    }

    @Test func oneOfNeedsExactlyOneMatchingBranch() {
        let shape = F.shape { $0.oneOf = [F.shape(.number), F.shape(.integer), F.shape(.string)] }
        #expect(validator.validate(F.parse("1.5"), against: shape).isValid)
        #expect(onlyViolation(validator.validate(1, against: shape))?.actual == "integer matching 2 of them (shapes 1, 2)")
        #expect(onlyViolation(validator.validate(nil, against: shape))?.actual == "null matching none; none accepts a null")
    }

    @Test func notRejectsMatchingValues() {
        let shape = F.shape { $0.not = F.shape(.string) }
        #expect(validator.validate(1, against: shape).isValid)
        #expect(onlyViolation(validator.validate("x", against: shape))?.rule == "not")
    }

    @Test func refAppliesWithSiblingKeywords() {
        let user = SchemaReference(file: "contract.yaml", name: "User")
        let table = SchemaTable([user: F.object(line: 20, [("email", F.shape(line: 21, .string))], required: ["email"])])
        let validator = ShapeValidator(schemas: table)
        let owner = F.shape(line: 5) {
            $0.ref = user; $0.nullable = true; $0.maxLength = 1
        }
        #expect(validator.validate(nil, against: owner).isValid)
        let violation = onlyViolation(validator.validate(["email": 3], against: owner))
        #expect(violation?.schemaLocation == F.location(21))
        let sibling = F.shape {
            $0.ref = user; $0.required = ["id"]
        }
        #expect(validator.validate(["email": "a"], against: sibling).violations.map(\.pointer) == ["/id"])
    }

    @Test func unresolvedRefIsReported() {
        let missing = SchemaReference(file: "other.yaml", name: "Gone")
        let violation = onlyViolation(validator.validate(1, against: F.shape { $0.ref = missing }))
        #expect(violation?.message == "(root): expected a defined schema 'other.yaml#/schemas/Gone', got no such schema")
    }

    @Test func recursiveShapesValidateDeepTreesAndStopAtTheLimit() {
        let folder = SchemaReference(file: "contract.yaml", name: "Folder")
        let children = F.shape(.array) { $0.items = F.shape { $0.ref = folder } }
        let table = SchemaTable([
            folder: F.object([("name", F.shape(line: 7, .string)), ("children", children)], required: ["name"])
        ])
        let validator = ShapeValidator(schemas: table)
        let root = F.shape { $0.ref = folder }
        let tree: JSONValue = ["name": "a", "children": [["name": "b", "children": [["name": 3]]]]]
        #expect(onlyViolation(validator.validate(tree, against: root))?.pointer == "/children/0/children/0/name")

        var deep: JSONValue = ["name": "leaf"]
        for _ in 0..<100 { deep = ["name": "x", "children": [deep]] }
        let report = validator.validate(deep, against: root)
        #expect(report.depthLimitHit)
        #expect(!report.isValid)
        #expect(report.violations == [])
        #expect(report.unverified.map(\.rule) == ["depth-limit"])
        #expect(report.limitNotes(validator.limits) == ["parts nested deeper than 64 levels were not checked"])
    }

    @Test func selfReferenceWithoutProgressStopsAtTheLimit() {
        let loop = SchemaReference(file: "contract.yaml", name: "Loop")
        let validator = ShapeValidator(schemas: SchemaTable([loop: F.shape { $0.ref = loop }]))
        let report = validator.validate(1, against: F.shape { $0.ref = loop })
        #expect(report.depthLimitHit)
        #expect(report.unverified.map(\.message) == ["(root): not verified: deeper than 64 levels"])
    }
}

@Suite struct AdditionsAcrossReferencesTests {
    let project = SchemaReference(file: "contract.yaml", name: "Project")
    let reporting = ValidationLimits(reportAdditions: true)

    @Test func membersDeclaredThroughRefAreNotAdditions() {
        let table = SchemaTable([project: F.object([("id", F.shape(.integer)), ("name", F.shape(.string))])])
        let validator = ShapeValidator(schemas: table, limits: reporting)
        let list = F.shape(.array) { $0.items = F.shape { $0.ref = project } }
        let report = validator.validate([["id": 1, "name": "a"], ["id": 2, "name": "b", "color": "red"]], against: list)
        #expect(
            report.violations.map(\.message) == ["/1/color: expected only declared properties, got undeclared property 'color'"])
    }

    @Test func allOfBranchesDeclareTogether() {
        let shape = F.shape { $0.allOf = [F.object([("id", F.shape(.integer))]), F.object([("name", F.shape(.string))])] }
        let validator = ShapeValidator(schemas: SchemaTable(), limits: reporting)
        #expect(validator.validate(["id": 1, "name": "a"], against: shape).violations.isEmpty)
        #expect(validator.validate(["id": 1, "x": 0], against: shape).violations.map(\.pointer) == ["/x"])
    }

    @Test func shapesSayingNothingAboutObjectsReportNoAdditions() {
        let validator = ShapeValidator(schemas: SchemaTable(), limits: reporting)
        #expect(validator.validate(["a": 1], against: F.shape()).violations.isEmpty)
    }
}

@Suite struct CombinatorExplanationTests {
    let validator = ShapeValidator(schemas: SchemaTable())

    @Test func theOnlyBranchOfTheValuesTypeExplainsTheMismatch() {
        let card = F.object(line: 8, [("number", F.shape(.string))], required: ["number"])
        let shape = F.shape { $0.oneOf = [card, F.shape(.string)] }
        #expect(
            validator.validate(["numbr": "4242"], against: shape).violations.map(\.message) == [
                "/number: expected required property 'number', got nothing"
            ])
        let anyShape = F.shape { $0.anyOf = [card, F.shape(.string)] }
        #expect(onlyViolation(validator.validate([:], against: anyShape))?.rule == "required")
    }

    @Test func severalCandidateBranchesNameTheClosestAndItsOwnFindings() {
        let shape = F.shape(line: 6) {
            $0.anyOf = [
                F.object(line: 7, [("a", F.shape(.string)), ("b", F.shape(.string))], required: ["a", "b", "d"]),
                F.object(line: 8, [("b", F.shape(.string)), ("c", F.shape(.integer))], required: ["b", "c"]),
            ]
        }
        let violations = validator.validate(["b": "x", "c": "3"], against: shape).violations
        #expect(violations.first?.rule == "any-of")
        #expect(violations.first?.schemaLocation == F.location(6))
        #expect(
            violations.first?.message
                == "(root): expected a value matching at least one of 2 shapes, got object matching none; closest is shape 2 (1 finding, below)"
        )
        #expect(violations.dropFirst().map(\.message) == ["/c: expected integer, got string"])
    }

    @Test func onATieTheFirstBranchIsTheClosest() {
        let shape = F.shape {
            $0.oneOf = [
                F.object([("a", F.shape(.string))], required: ["a"]), F.object([("b", F.shape(.string))], required: ["b"]),
            ]
        }
        let messages = validator.validate([:], against: shape).violations.map(\.message)
        #expect(messages.count == 2)
        #expect(messages.first?.hasSuffix("closest is shape 1 (1 finding, below)") == true)
        #expect(messages.last == "/a: expected required property 'a', got nothing")
    }
}
