import Foundation
import TreatyContract
import TreatyDiff

/// `make bench`: diffing two 1,000-endpoint contract sets (10 contracts × 100 endpoints) that differ
/// in 100 places, built in code so the figure measures the diff engine alone. Goal: ≤ 200 ms.
func runDiffBench() {
    let old = (0..<10).map { DiffBenchContracts.contract(index: $0, endpoints: 100) }
    let new = old.map(DiffBenchContracts.edited)
    var report = DiffReport()
    let time = Measure.median { report = ContractDiffer().diff(old: old, new: new) }
    let breaking = report.count(.breaking)
    print("diff: 2 × 1,000 endpoints in 10 contracts, 100 edits → \(report.changes.count) changes (\(breaking) breaking)")
    print("  contract diff           \(Measure.milliseconds(time))   goal ≤ 200 ms")
}

/// Realistic contracts for the diff benchmark, and the 100 edits between the two versions.
enum DiffBenchContracts {
    static func at(_ file: String, _ line: Int) -> FileLocation { FileLocation(file: file, line: line, column: 3) }

    static func shape(_ type: JSONType, _ file: String, _ line: Int, _ configure: (inout Shape) -> Void = { _ in }) -> Shape {
        var shape = Shape(at: at(file, line))
        shape.types = [type]
        configure(&shape)
        return shape
    }

    static func reference(_ file: String, _ name: String) -> Shape {
        var shape = Shape(at: at(file, 1))
        shape.ref = SchemaReference(file: file, name: name)
        return shape
    }

    /// `Project` (with a nullable `owner: User`, tags and a status enum), `User` and `Error`.
    static func schemas(_ file: String) -> [NamedSchema] {
        let user = shape(.object, file, 900) {
            $0.properties = [
                .init(name: "id", shape: shape(.integer, file, 901)),
                .init(name: "email", shape: shape(.string, file, 902) { $0.format = "email" }),
            ]
            $0.required = ["id", "email"]
        }
        var owner = reference(file, "User")
        owner.nullable = true
        let project = shape(.object, file, 910) {
            $0.properties = [
                .init(name: "id", shape: shape(.integer, file, 911)),
                .init(
                    name: "name",
                    shape: shape(.string, file, 912) {
                        $0.minLength = 1; $0.maxLength = 120
                    }),
                .init(name: "status", shape: shape(.string, file, 913) { $0.enumValues = ["active", "archived"] }),
                .init(
                    name: "tags",
                    shape: shape(.array, file, 914) {
                        $0.items = shape(.string, file, 915); $0.maxItems = 20
                    }),
                .init(name: "createdAt", shape: shape(.string, file, 916) { $0.format = "date-time" }),
                .init(name: "owner", shape: owner),
            ]
            $0.required = ["id", "name", "status"]
        }
        let error = shape(.object, file, 920) {
            $0.properties = [
                .init(name: "error", shape: shape(.string, file, 921)), .init(name: "message", shape: shape(.string, file, 922)),
            ]
            $0.required = ["error"]
        }
        return [
            NamedSchema(name: "Project", shape: project), NamedSchema(name: "User", shape: user),
            NamedSchema(name: "Error", shape: error),
        ]
    }

    static func contract(index: Int, endpoints: Int) -> Contract {
        let file = "contracts/api\(index).yaml"
        let named = schemas(file)
        let table = SchemaTable(
            Dictionary(uniqueKeysWithValues: named.map { (SchemaReference(file: file, name: $0.name), $0.shape) }))
        return Contract(
            file: file, name: "API\(index)", version: "1.0.0", stubHost: "api\(index).test.invalid", fixtureDirectory: "Fixtures",
            endpoints: (0..<endpoints).map { endpoint($0, file) }, namedSchemas: named, schemaTable: table)
    }

    /// Alternating list, fetch and create endpoints with parameters, headers, bodies and scenarios.
    static func endpoint(_ number: Int, _ file: String) -> Endpoint {
        let line = 10 + number * 20
        let kind = number % 3
        let method = kind == 2 ? "POST" : "GET"
        let path = kind == 1 ? "/v1/r\(number)/{id}" : "/v1/r\(number)"
        var endpoint = Endpoint(id: "op\(number)", method: method, path: PathTemplate(path)!, location: at(file, line))
        if kind == 1 {
            endpoint.request.pathParameters = [
                Parameter(name: "id", shape: shape(.integer, file, line + 1), required: true, location: at(file, line + 1))
            ]
        }
        endpoint.request.query = [
            Parameter(
                name: "page", shape: shape(.integer, file, line + 2) { $0.minimum = JSONNumber(1) }, location: at(file, line + 2)),
            Parameter(
                name: "perPage", shape: shape(.integer, file, line + 3) { $0.maximum = JSONNumber(100) },
                location: at(file, line + 3)),
        ]
        if kind == 2 {
            endpoint.request.body = shape(.object, file, line + 4) {
                $0.properties = [
                    .init(name: "name", shape: shape(.string, file, line + 5) { $0.maxLength = 120 }),
                    .init(name: "status", shape: shape(.string, file, line + 6) { $0.enumValues = ["active", "archived"] }),
                ]
                $0.required = ["name"]
            }
        }
        let body =
            kind == 0 ? shape(.array, file, line + 7) { $0.items = reference(file, "Project") } : reference(file, "Project")
        let retryAfter = Parameter(
            name: "Retry-After", shape: shape(.integer, file, line + 9), required: true, location: at(file, line + 9))
        endpoint.responses = [
            ResponseSpec(status: .code(kind == 2 ? 201 : 200), body: body, location: at(file, line + 7)),
            ResponseSpec(status: .code(404), body: reference(file, "Error"), location: at(file, line + 8)),
            ResponseSpec(status: .code(429), headers: [retryAfter], body: reference(file, "Error"), location: at(file, line + 9)),
        ]
        endpoint.scenarios = [
            Scenario(
                name: "success", outcome: .response(StubResponse(status: 200)), expect: .success, location: at(file, line + 10)),
            Scenario(
                name: "notFound", outcome: .response(StubResponse(status: 404)), expect: .http, location: at(file, line + 11)),
            Scenario(
                name: "timeout", outcome: .transport(TransportFailure(code: "timedOut")), expect: .transport,
                location: at(file, line + 12)),
        ]
        return endpoint
    }

    /// The new version: every tenth endpoint edited, ten kinds of edit in turn (100 edits over 1,000 endpoints).
    static func edited(_ contract: Contract) -> Contract {
        var contract = contract
        for index in stride(from: 0, to: contract.endpoints.count, by: 10) {
            edit(&contract.endpoints[index], kind: (index / 10) % 10)
        }
        return contract
    }

    static func edit(_ endpoint: inout Endpoint, kind: Int) {
        switch kind {
        case 0:
            endpoint.request.query.append(
                Parameter(name: "team", shape: Shape(at: endpoint.location), required: true, location: endpoint.location))
        case 1: endpoint.responses.removeLast()
        case 2: endpoint.responses[2].headers[0].required = false
        case 3: endpoint.method = "PUT"
        case 4: endpoint.request.query[0].shape.minimum = JSONNumber(2)
        case 5: endpoint.scenarios.removeLast()
        case 6: endpoint.request.query[1].shape.maximum = JSONNumber(500)
        case 7: endpoint.responses[0].contentType = "application/xml"
        case 8: endpoint.responses.append(ResponseSpec(status: .code(503), location: endpoint.location))
        default: endpoint.id += "Renamed"
        }
    }
}
