import Testing
import TreatyContract

@testable import TreatyDiff

@Suite struct ContractDifferTests {
    @Test func contractAgainstItselfIsEmpty() {
        let report = ContractDiffer().diff(old: [ContractBuilder.contract], new: [ContractBuilder.contract])
        #expect(report.isEmpty)
        #expect(!report.fails(on: .informational))
    }

    @Test func movingElementsInTheFileIsNoChange() {
        var moved = ContractBuilder.contract
        moved.edit("getProject") {
            $0.location = FileLocation(file: ContractBuilder.file, line: 200, column: 1)
            $0.responses[0].location = FileLocation(file: ContractBuilder.file, line: 201, column: 1)
            $0.scenarios[0].location = FileLocation(file: ContractBuilder.file, line: 202, column: 1)
        }
        moved.endpoints.reverse()
        #expect(ContractDiffer().diff(old: [ContractBuilder.contract], new: [moved]).isEmpty)
    }

    /// `Project` renamed to `Item` and `User` moved to another file: same structure, so no change.
    @Test func renamingOrMovingASchemaIsNoChange() {
        var renamed = ContractBuilder.contract
        let common = "contracts/common.yaml"
        var item = ContractBuilder.project
        item.properties[3].shape.ref = SchemaReference(file: common, name: "Person")
        renamed.schemaTable = SchemaTable([
            SchemaReference(file: ContractBuilder.file, name: "Item"): item,
            SchemaReference(file: common, name: "Person"): ContractBuilder.user,
            SchemaReference(file: ContractBuilder.file, name: "Folder"): ContractBuilder.folder,
        ])
        renamed.namedSchemas = [NamedSchema(name: "Item", shape: item)]
        renamed.edit("getProject") { $0.responses[0].body = ContractBuilder.reference("Item") }
        renamed.edit("createProject") { $0.responses[0].body = ContractBuilder.reference("Item") }
        #expect(ContractDiffer().diff(old: [ContractBuilder.contract], new: [renamed]).isEmpty)
    }

    /// Inlining what a `$ref` pointed to is no change either.
    @Test func inliningAReferenceIsNoChange() {
        let inline: (inout Contract) -> Void = {
            $0.edit("createProject") { $0.responses[0].body = ContractBuilder.project }
        }
        #expect(ContractBuilder.diff(inline).isEmpty)
        #expect(ContractBuilder.reverseDiff(inline).isEmpty)
    }

    @Test func nullableBesideAReferenceApplies() {
        let edit: (inout Contract) -> Void = { $0.editSchema("Project") { $0.properties[3].shape.nullable = false } }
        let report = ContractBuilder.diff(edit)
        #expect(report.changes.count == 2)
        #expect(report.changes.allSatisfy { $0.rule == "response-field-made-non-nullable" && $0.pointer == "/properties/owner" })
    }

    /// Two uses of one schema with different keywords beside the `$ref` are compared separately,
    /// whichever is compared first.
    @Test func siblingKeywordsBesideAReferenceAreNotCachedAway() {
        let edit: (inout Contract) -> Void = {
            $0.edit("listFolders") { $0.responses[0].body = ContractBuilder.reference("User") }
            $0.edit("getProject") { $0.responses[1].body = ContractBuilder.reference("User") }
        }
        var old = ContractBuilder.contract
        edit(&old)
        old.edit("getProject") { $0.responses[1].body!.nullable = true }
        var new = ContractBuilder.contract
        edit(&new)
        let report = ContractDiffer().diff(old: [old], new: [new])
        #expect(report.rules == ["response-field-made-non-nullable"])
        #expect(report.changes.first?.endpoint == "getProject")
        #expect(report.changes.first?.status == "404")
    }

    /// A change inside a recursive shape is reported once, at its outermost place, and the comparison ends.
    @Test func recursiveShapeChange() {
        let edit: (inout Contract) -> Void = { $0.editSchema("Folder") { $0.properties[0].shape.types = [.integer] } }
        let report = ContractBuilder.diff(edit)
        #expect(report.rules == ["response-type-changed"])
        expectChange(
            report, "response-type-changed", .breaking, endpoint: "listFolders", status: "200", target: "response.body",
            pointer: "/properties/name", line: 121)
        let nested: (inout Contract) -> Void = {
            $0.editSchema("Folder") { $0.properties[1].shape.maxItems = 10 }
        }
        expectChange(
            ContractBuilder.diff(nested), "response-length-bounds-tightened", .additive, endpoint: "listFolders",
            status: "200", target: "response.body", pointer: "/properties/children")
    }

    /// Two mutually recursive schemas on each side, renamed and with different cycle entry points.
    @Test func mutuallyRecursiveRenamedShapesTerminate() {
        func table(_ a: String, _ b: String, leafType: JSONType) -> SchemaTable {
            let nodeA = ContractBuilder.shape(.object) {
                $0.properties = [.init(name: "next", shape: ContractBuilder.reference(b))]
            }
            let nodeB = ContractBuilder.shape(.object) {
                $0.properties = [
                    .init(name: "back", shape: ContractBuilder.reference(a)),
                    .init(name: "leaf", shape: ContractBuilder.shape(leafType)),
                ]
            }
            return ContractBuilder.table([a: nodeA, b: nodeB])
        }
        var old = ContractBuilder.contract
        old.schemaTable = table("A", "B", leafType: .string)
        old.endpoints = [ContractBuilder.listFolders]
        old.edit("listFolders") { $0.responses[0].body = ContractBuilder.reference("A") }
        var new = old
        new.schemaTable = table("X", "Y", leafType: .boolean)
        new.edit("listFolders") { $0.responses[0].body = ContractBuilder.reference("X") }
        let report = ContractDiffer().diff(old: [old], new: [new])
        #expect(report.rules == ["response-type-changed"])
        #expect(report.changes.first?.pointer == "/properties/next/properties/leaf")
    }

    /// Schemas that all refer to each other, as a real API's objects do through `expand`able
    /// references: each schema's change is reported once per compared body, at the first path to
    /// it, and the comparison ends. Reporting it at every path would give one change per simple
    /// path through the graph (326 for 6 schemas; for 40, more than the machine could count).
    @Test(arguments: [6, 40])
    func denselyLinkedSchemasReportEachChangeOnce(schemas count: Int) {
        func table(leafType: JSONType) -> SchemaTable {
            var schemas: [String: Shape] = [:]
            for index in 0..<count {
                schemas["S\(index)"] = ContractBuilder.shape(.object) { shape in
                    shape.properties = (0..<count).filter { $0 != index }.map {
                        .init(name: "s\($0)", shape: ContractBuilder.reference("S\($0)"))
                    }
                    shape.properties.append(.init(name: "leaf", shape: ContractBuilder.shape(leafType)))
                }
            }
            return ContractBuilder.table(schemas)
        }
        var old = ContractBuilder.contract
        old.schemaTable = table(leafType: .string)
        old.endpoints = [ContractBuilder.listFolders]
        old.edit("listFolders") { $0.responses[0].body = ContractBuilder.reference("S0") }
        var new = old
        new.schemaTable = table(leafType: .boolean)
        let report = ContractDiffer().diff(old: [old], new: [new])
        #expect(report.changes.count == count)
        #expect(Set(report.changes.map(\.pointer)).count == count)
        #expect(report.changes.allSatisfy { $0.rule == "response-type-changed" && $0.pointer.hasSuffix("/properties/leaf") })
        #expect(report.changes.contains { $0.pointer == "/properties/leaf" })
    }

    /// Two schemas that refer to each other, each returned by its own endpoint: each endpoint hears
    /// of every change it can reach, whichever endpoint the comparison meets first (a result cut
    /// short at the cycle is completed where it is reused).
    @Test(arguments: [false, true])
    func eachEndpointOfACycleHearsOfEveryChangeItReaches(leafFirst: Bool) {
        func table(_ type: JSONType) -> SchemaTable {
            let node = ContractBuilder.shape(.object) {
                $0.properties = [
                    .init(name: "child", shape: ContractBuilder.reference("Leaf")),
                    .init(name: "nodeName", shape: ContractBuilder.shape(type)),
                ]
            }
            let leaf = ContractBuilder.shape(.object) {
                $0.properties = [
                    .init(name: "parent", shape: ContractBuilder.reference("Node")),
                    .init(name: "leafName", shape: ContractBuilder.shape(type)),
                ]
            }
            return ContractBuilder.table(["Node": node, "Leaf": leaf])
        }
        func endpoint(_ id: String, _ schema: String) -> Endpoint {
            var endpoint = ContractBuilder.listFolders
            endpoint.id = id
            endpoint.path = PathTemplate("/v1/\(id)")!
            endpoint.responses[0].body = ContractBuilder.reference(schema)
            return endpoint
        }
        var old = ContractBuilder.contract
        old.schemaTable = table(.string)
        let endpoints = [endpoint("getNode", "Node"), endpoint("getLeaf", "Leaf")]
        old.endpoints = leafFirst ? endpoints.reversed() : endpoints
        var new = old
        new.schemaTable = table(.integer)
        let report = ContractDiffer().diff(old: [old], new: [new])
        let places = Set(report.changes.map { "\($0.endpoint ?? "") \($0.pointer)" })
        #expect(
            places == [
                "getNode /properties/nodeName", "getNode /properties/child/properties/leafName",
                "getLeaf /properties/leafName", "getLeaf /properties/parent/properties/nodeName",
            ])
    }

    @Test func changesSortBreakingFirst() {
        let edit: (inout Contract) -> Void = {
            $0.version = "2.0.0"
            $0.endpoints.removeAll { $0.id == "listFolders" }
            $0.edit("getProject") { $0.responses.append(ResponseSpec(status: .code(410), location: ContractBuilder.at(50))) }
        }
        let report = ContractBuilder.diff(edit)
        #expect(report.changes.map(\.classification) == [.breaking, .additive, .informational])
        #expect(report.fails(on: .breaking))
        #expect(report.count(.breaking) == 1 && report.count(.additive) == 1)
    }
}
