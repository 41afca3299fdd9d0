@testable import TreatyContract

private typealias F = ShapeFactory

/// Shapes for the sampler tests: the bundled contracts' schemas rebuilt in code, recursive
/// schemas, and a grid of types × keywords for the property-style test.
enum SampleSchemas {
    static func named(_ name: String) -> SchemaReference {
        SchemaReference(file: name == "Error" ? "common.yaml" : "projects.yaml", name: name)
    }

    private static func ref(_ name: String) -> Shape { F.shape { $0.ref = named(name) } }

    static let table: SchemaTable = {
        var table = SchemaTable()
        let name = F.shape(.string) {
            $0.minLength = 1; $0.maxLength = 120
        }
        let visibility = ref("Visibility")
        table[named("Error")] = F.object(
            [("error", F.shape(.string) { $0.minLength = 1 }), ("message", F.shape(.string))], required: ["error", "message"])
        table[named("Visibility")] = F.shape(.string) { $0.enumValues = ["private", "internal", "public"] }
        table[named("User")] = F.object(
            [("id", F.shape(.integer)), ("login", F.shape(.string) { $0.pattern = "^[a-z0-9-]+$" })], required: ["id", "login"])
        table[named("Project")] = F.object(
            [
                ("id", F.shape(.integer) { $0.minimum = JSONNumber(1) }), ("name", name),
                ("description", F.shape(.string) { $0.nullable = true }), ("visibility", visibility),
                ("createdAt", F.shape(.string) { $0.format = "date-time" }),
                (
                    "owner",
                    F.shape {
                        $0.ref = named("User"); $0.nullable = true
                    }
                ),
            ], required: ["id", "name", "visibility", "createdAt"])
        table[named("NewProject")] = F.object(
            [("name", name), ("description", F.shape(.string)), ("visibility", visibility)], required: ["name", "visibility"]
        ) { $0.additionalProperties = .forbidden }
        table[named("ProjectPatch")] = F.object(
            [("name", name), ("description", F.shape(.string) { $0.nullable = true }), ("visibility", visibility)]
        ) { $0.additionalProperties = .forbidden }
        let fields = F.shape(.object) { $0.additionalProperties = .shape(F.shape(.array) { $0.items = F.shape(.string) }) }
        table[named("ValidationError")] = F.shape {
            $0.allOf = [ref("Error"), F.object([("fields", fields)], required: ["fields"])]
        }
        table[named("Impossible")] = F.shape(.integer) {
            $0.minimum = JSONNumber(5); $0.maximum = JSONNumber(1)
        }
        table[named("Folder")] = F.object(
            [("name", F.shape(.string)), ("children", F.shape(.array) { $0.items = ref("Folder") })],
            required: ["name", "children"])
        table[named("Node")] = F.object([("next", ref("Node"))], required: ["next"])
        table[named("LinkedNode")] = F.object(
            [("next", F.shape { $0.anyOf = [ref("LinkedNode"), F.shape(.null)] })], required: ["next"])
        table[named("Tree")] = F.object([("left", ref("Tree")), ("right", ref("Tree"))], required: ["left", "right"])
        table[named("SelfAll")] = F.shape { $0.allOf = [ref("SelfAll")] }
        return table
    }()

    /// Every named schema, and every keyword set below under every type list.
    static var corpus: [Shape] {
        let types: [[JSONType]] = [
            [], [.string], [.integer], [.number], [.boolean], [.array], [.object], [.string, .null], [.null, .integer],
        ]
        var shapes = table.sortedReferences.map { reference in F.shape { $0.ref = reference } }
        for typeList in types {
            for keywords in keywordSets {
                shapes.append(
                    F.shape {
                        $0.types = typeList.isEmpty ? nil : typeList
                        keywords(&$0)
                    })
            }
        }
        return shapes
    }

    private static var keywordSets: [(inout Shape) -> Void] {
        let record = F.object(
            [
                ("id", F.shape(.integer)),
                (
                    "tags",
                    F.shape(.array) {
                        $0.minItems = 1; $0.items = F.shape(.string) { $0.format = "date" }
                    }
                ),
            ],
            required: ["tags", "id"])
        return [
            { _ in },
            {
                $0.minimum = JSONNumber(3); $0.maximum = JSONNumber(9)
            },
            {
                $0.exclusiveMinimum = JSONNumber(-2); $0.exclusiveMaximum = JSONNumber(-1)
            },
            {
                $0.multipleOf = JSONNumber(text: "0.3"); $0.minimum = JSONNumber(1)
            },
            {
                $0.minLength = 2; $0.maxLength = 4
            },
            {
                $0.pattern = "^[a-z0-9-]+$"; $0.minLength = 3
            },
            { $0.pattern = "^[a-z]{2}_[0-9]{2}$" },
            { $0.format = "uuid" }, { $0.format = "date-time" }, { $0.format = "email" }, { $0.format = "ipv6" },
            { $0.enumValues = ["x", 2, nil] },
            { $0.constValue = ["a": 1] },
            {
                $0.items = F.shape(.integer); $0.minItems = 2; $0.uniqueItems = true
            },
            {
                $0.properties = record.properties; $0.required = record.required; $0.additionalProperties = .forbidden
            },
            { $0.allOf = [record, F.object([("id", F.shape { $0.exclusiveMinimum = JSONNumber(0) })])] },
            { $0.not = F.shape(.string) },
            { $0.oneOf = [F.shape(.integer), F.shape(.number)] },
            { $0.anyOf = [F.shape(.boolean), F.shape(.string) { $0.minLength = 1 }] },
            { $0.allOf = [F.shape { $0.minimum = JSONNumber(2) }, F.shape { $0.maximum = JSONNumber(2) }] },
            { $0.ref = named("Project") },
            {
                $0.ref = named("User"); $0.nullable = true
            },
            {
                $0.nullable = true; $0.not = F.shape(.object, .string, .number, .boolean, .array)
            },
        ]
    }
}
