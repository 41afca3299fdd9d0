import TreatyContract

@testable import TreatyDiff

/// Builds the small "Projects" contract the diff tests mutate, entirely in code.
enum ContractBuilder {
    static let file = "contracts/projects.yaml"

    static func at(_ line: Int) -> FileLocation { FileLocation(file: file, line: line, column: 3) }

    /// A shape of the given types, adjusted by `configure`.
    static func shape(_ types: JSONType..., line: Int = 1, configure: (inout Shape) -> Void = { _ in }) -> Shape {
        var shape = Shape(at: at(line))
        shape.types = types.isEmpty ? nil : types
        configure(&shape)
        return shape
    }

    static func reference(_ name: String, file: String = ContractBuilder.file) -> Shape {
        var shape = Shape(at: at(90))
        shape.ref = SchemaReference(file: file, name: name)
        return shape
    }

    /// `Project { id: integer, name: string minLength 1, status: enum, owner: $ref User nullable }`, closed.
    static var project: Shape {
        shape(.object, line: 100) {
            $0.properties = [
                .init(name: "id", shape: shape(.integer, line: 101)),
                .init(name: "name", shape: shape(.string, line: 102) { $0.minLength = 1 }),
                .init(name: "status", shape: shape(.string, line: 103) { $0.enumValues = ["active", "archived"] }),
                .init(
                    name: "owner",
                    shape: {
                        var owner = reference("User"); owner.nullable = true; return owner
                    }()),
            ]
            $0.required = ["id", "name"]
        }
    }

    static var user: Shape {
        shape(.object, line: 110) {
            $0.properties = [.init(name: "email", shape: shape(.string, line: 111) { $0.format = "email" })]
            $0.required = ["email"]
        }
    }

    /// A recursive schema: folders hold folders.
    static var folder: Shape {
        shape(.object, line: 120) {
            $0.properties = [
                .init(name: "name", shape: shape(.string, line: 121)),
                .init(name: "children", shape: shape(.array, line: 122) { $0.items = reference("Folder") }),
            ]
        }
    }

    static func table(_ schemas: [String: Shape]) -> SchemaTable {
        SchemaTable(Dictionary(uniqueKeysWithValues: schemas.map { (SchemaReference(file: file, name: $0.key), $0.value) }))
    }

    static func parameter(_ name: String, _ shape: Shape, required: Bool = false, line: Int = 30) -> Parameter {
        Parameter(name: name, shape: shape, required: required, location: at(line))
    }

    static var getProject: Endpoint {
        var endpoint = Endpoint(
            id: "getProject", method: "GET", path: PathTemplate("/v1/projects/{projectId}")!, location: at(10))
        endpoint.request.pathParameters = [parameter("projectId", shape(.integer), required: true, line: 11)]
        endpoint.request.headers = [
            parameter("Authorization", shape(.string) { $0.pattern = "^Bearer " }, required: true, line: 12)
        ]
        endpoint.responses = [
            ResponseSpec(
                status: .code(200), headers: [parameter("ETag", shape(.string), required: true, line: 14)],
                body: reference("Project"), location: at(13)),
            ResponseSpec(status: .code(404), body: shape(.object, line: 16), location: at(15)),
        ]
        endpoint.scenarios = [
            Scenario(
                name: "success", outcome: .response(StubResponse(status: 200, body: .inline(["id": 1]))),
                expect: .success, location: at(17)),
            Scenario(
                name: "timeout", outcome: .transport(TransportFailure(code: "timedOut")), expect: .transport, location: at(18)),
        ]
        endpoint.live = [
            LiveSample(input: RequestInput(pathParameters: [NamedValue(name: "projectId", value: 1)]), location: at(19))
        ]
        return endpoint
    }

    static var createProject: Endpoint {
        var endpoint = Endpoint(id: "createProject", method: "POST", path: PathTemplate("/v1/projects")!, location: at(20))
        endpoint.request.query = [
            parameter("dryRun", shape(.boolean), line: 21),
            parameter("notify", shape(.array) { $0.items = shape(.string) }, line: 21),
        ]
        endpoint.request.body = shape(.object, line: 22) {
            $0.properties = [
                .init(name: "name", shape: shape(.string, line: 23) { $0.maxLength = 80 }),
                .init(name: "status", shape: shape(.string, line: 24) { $0.enumValues = ["active", "archived"] }),
            ]
            $0.required = ["name"]
        }
        endpoint.responses = [ResponseSpec(status: .code(201), body: reference("Project"), location: at(25))]
        return endpoint
    }

    static var listFolders: Endpoint {
        var endpoint = Endpoint(id: "listFolders", method: "GET", path: PathTemplate("/v1/folders")!, location: at(40))
        endpoint.responses = [ResponseSpec(status: .code(200), body: reference("Folder"), location: at(41))]
        return endpoint
    }

    /// The base contract every mutation starts from.
    static var contract: Contract {
        Contract(
            file: file, name: "Projects", version: "1.0.0", baseURL: "https://api.example.com", stubHost: "api.test.invalid",
            fixtureDirectory: "Fixtures/API/v1", defaultHeaders: [parameter("Accept", shape(.string), line: 5)],
            endpoints: [getProject, createProject, listFolders],
            namedSchemas: [
                NamedSchema(name: "Project", shape: project), NamedSchema(name: "User", shape: user),
                NamedSchema(name: "Folder", shape: folder),
            ],
            schemaTable: table(["Project": project, "User": user, "Folder": folder]))
    }

    /// The diff from the base contract to the base contract after `mutate`.
    static func diff(_ mutate: (inout Contract) -> Void) -> DiffReport {
        var changed = contract
        mutate(&changed)
        return ContractDiffer().diff(old: [contract], new: [changed])
    }

    /// The diff from the mutated contract back to the base, the other direction of the same edit.
    static func reverseDiff(_ mutate: (inout Contract) -> Void) -> DiffReport {
        var changed = contract
        mutate(&changed)
        return ContractDiffer().diff(old: [changed], new: [contract])
    }
}

extension Contract {
    /// Edits the endpoint with this id in place.
    mutating func edit(_ id: String, _ change: (inout Endpoint) -> Void) {
        let index = endpoints.firstIndex { $0.id == id }!
        change(&endpoints[index])
    }

    /// Replaces the named schema in both `namedSchemas` and the table.
    mutating func editSchema(_ name: String, _ change: (inout Shape) -> Void) {
        let reference = SchemaReference(file: file, name: name)
        var shape = schemaTable[reference]!
        change(&shape)
        schemaTable[reference] = shape
        if let index = namedSchemas.firstIndex(where: { $0.name == name }) { namedSchemas[index].shape = shape }
    }
}

extension DiffReport {
    /// The one change with this rule, or nil when there is none or several.
    func only(_ rule: String) -> Change? {
        let matches = changes.filter { $0.rule == rule }
        return matches.count == 1 ? matches[0] : nil
    }

    var rules: [String] { changes.map(\.rule).sorted() }
}
