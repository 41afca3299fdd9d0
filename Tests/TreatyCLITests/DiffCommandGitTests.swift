import Foundation
import Testing

/// `treaty diff --base REV` on a temporary git repository.
@Suite struct DiffCommandGitTests {
    /// Keeps git from finding a repository above the temporary folder.
    static func environment(_ folder: URL) -> [String: String] {
        ["GIT_CEILING_DIRECTORIES": folder.deletingLastPathComponent().path]
    }

    /// Runs git in `folder`, failing the test when git does.
    @discardableResult
    static func git(_ arguments: [String], in folder: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=Treaty Tests", "-c", "user.email=tests@example.invalid"] + arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(environment(folder)) { $1 }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "git \(arguments.joined(separator: " ")) failed")
        return String(decoding: data, as: UTF8.self)
    }

    /// A repository with `files` committed, then `edits` written to the working tree.
    static func repository(_ files: [String: String], edits: [String: String?]) throws -> URL {
        let folder = try TreatyRunner.folder(files)
        try git(["init", "-q"], in: folder)
        try git(["add", "."], in: folder)
        try git(["commit", "-q", "-m", "base"], in: folder)
        for (path, text) in edits {
            let url = folder.appendingPathComponent(path)
            if let text {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            } else {
                try FileManager.default.removeItem(at: url)
            }
        }
        return folder
    }

    static func treaty(_ arguments: [String], in folder: URL, from subfolder: String? = nil) async throws -> TreatyRunner.Output {
        let directory = subfolder.map { folder.appendingPathComponent($0) } ?? folder
        return try await TreatyRunner.run(arguments, in: directory, environment: environment(folder))
    }

    @Test func workingTreeAgainstHead() async throws {
        let folder = try Self.repository(
            ["contracts/shop.yaml": DiffContracts.shop], edits: ["contracts/shop.yaml": DiffContracts.shopWithoutStatus])
        let output = try await Self.treaty(["diff", "--base", "HEAD"], in: folder)
        #expect(output.status == 1)
        #expect(
            output.stdout == """
                contracts/shop.yaml:19:21: \(DiffCommandTests.removal)
                1 breaking, 0 warning, 0 additive, 0 informational, 0 accepted

                """)
    }

    /// An OpenAPI description in many files: the revision's side reads its other files from the
    /// revision too, and the change is placed in the file where it was made.
    @Test func aDescriptionInManyFilesIsComparedFileByFile() async throws {
        let document = """
            openapi: 3.1.0
            info: { title: Shop, version: "1" }
            paths:
              /orders/{id}: { $ref: paths/order.yaml }

            """
        let path = """
            get:
              operationId: getOrder
              parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
              responses:
                "200": { description: The order, content: { application/json: { schema: { $ref: ../schemas/Order.yaml } } } }

            """
        let order = "type: object\nproperties:\n  total:\n    type: integer\n"
        let folder = try Self.repository(
            ["api/openapi.yaml": document, "api/paths/order.yaml": path, "api/schemas/Order.yaml": order],
            edits: ["api/schemas/Order.yaml": order.replacing("type: integer", with: "type: string")])
        let output = try await Self.treaty(["diff", "--base", "HEAD", "api/openapi.yaml"], in: folder)
        #expect(output.status == 1)
        #expect(
            output.stdout.hasPrefix(
                "api/schemas/Order.yaml:4:5: breaking: [response-type-changed] Shop getOrder 200 response.body/properties/total:"),
            "\(output.stdout)")
        #expect(output.stdout.hasSuffix("1 breaking, 0 warning, 0 additive, 0 informational, 0 accepted\n"))
    }

    @Test func unchangedWorkingTreeHasNoChanges() async throws {
        let folder = try Self.repository(["contracts/shop.yaml": DiffContracts.shop], edits: [:])
        let output = try await Self.treaty(["diff", "--base", "HEAD", "contracts/shop.yaml"], in: folder)
        #expect(output.status == 0)
        #expect(output.stdout == "no changes\n")
    }

    @Test func addedAndDeletedContractsAtTheRevision() async throws {
        let folder = try Self.repository(
            ["contracts/shop.yaml": DiffContracts.shop, "contracts/billing.yaml": DiffContracts.billing],
            edits: [
                "contracts/billing.yaml": nil,
                "contracts/orders.yaml": DiffContracts.billing.replacing("Billing", with: "Orders"),
            ])
        let output = try await Self.treaty(["diff", "--base", "HEAD", "--format", "json"], in: folder)
        #expect(output.status == 1)
        let object = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
        let rules = (object?["changes"] as? [[String: Any]])?.map { "\($0["rule"] ?? "") \($0["contract"] ?? "")" }
        #expect(rules == ["contract-removed Billing", "contract-added Orders"])
    }

    @Test func pathsAreRelativeToTheWorkingDirectory() async throws {
        let folder = try Self.repository(
            ["api/contracts/shop.yaml": DiffContracts.shop, "api/README": "x"],
            edits: ["api/contracts/shop.yaml": DiffContracts.shopWithList])
        let output = try await Self.treaty(["diff", "--base", "HEAD", "--fail-on", "additive"], in: folder, from: "api")
        #expect(output.status == 1)
        #expect(output.stdout.hasPrefix("contracts/shop.yaml:"))
        #expect(output.stdout.contains("additive: [endpoint-added] Shop listItems"))
        let fromAbove = try await Self.treaty(["diff", "--base", "HEAD", "api/contracts"], in: folder)
        #expect(fromAbove.stdout.hasPrefix("api/contracts/shop.yaml:"))
    }

    @Test func olderRevisionByName() async throws {
        let folder = try Self.repository(
            ["contracts/shop.yaml": DiffContracts.shop], edits: ["contracts/shop.yaml": DiffContracts.shopWithoutStatus])
        try Self.git(["commit", "-q", "-am", "remove status"], in: folder)
        let head = try await Self.treaty(["diff", "--base", "HEAD"], in: folder)
        #expect(head.stdout == "no changes\n")
        let previous = try await Self.treaty(["diff", "--base", "HEAD~1"], in: folder)
        #expect(previous.status == 1)
        #expect(previous.stdout.contains(DiffCommandTests.removal))
    }

    @Test func contractsFolderNewSinceTheRevision() async throws {
        let folder = try Self.repository(["README.md": "x"], edits: ["contracts/shop.yaml": DiffContracts.shop])
        let output = try await Self.treaty(["diff", "--base", "HEAD", "--fail-on", "additive"], in: folder)
        #expect(output.status == 1)
        #expect(output.stdout.hasPrefix("contracts/shop.yaml:1:1: additive: [contract-added] Shop: contract added: 'Shop'\n"))
    }

    @Test func lintErrorsAtTheRevisionAreReadLeniently() async throws {
        let broken = DiffContracts.shop.replacing("method: GET", with: "methd: GET")
        let folder = try Self.repository(
            ["contracts/shop.yaml": broken], edits: ["contracts/shop.yaml": DiffContracts.shop])
        let output = try await Self.treaty(["diff", "--base", "HEAD"], in: folder)
        #expect(output.status == 0)
        #expect(output.stderr == "")
        #expect(output.stdout.contains("contracts/shop.yaml:7:5: warning: [unknown-key] read leniently: unknown key 'methd'"))
        let unparsable = try Self.repository(
            ["contracts/shop.yaml": "a: [\n"], edits: ["contracts/shop.yaml": DiffContracts.shop])
        let stopped = try await Self.treaty(["diff", "--base", "HEAD"], in: unparsable)
        #expect(stopped.status == 2)
        #expect(stopped.stdout == "")
        #expect(stopped.stderr.hasPrefix("error: the contracts of revision 'HEAD' cannot be compared; fix these first\n"))
        #expect(stopped.stderr.contains("contracts/shop.yaml:2:1: error: [yaml-syntax]"))
    }

    /// A contract whose body is a `$ref` into a schema library and whose scenario reads a fixture,
    /// all of which the old side must read from git.
    @Test func referencedFilesAndFixturesAreReadAtTheRevision() async throws {
        let shop = """
            treaty: 1
            name: Shop
            version: "1"
            stubHost: api.shop.test.invalid
            fixtures: ../Fixtures
            endpoints:
              getItem:
                method: GET
                path: /items
                responses:
                  200: { body: { $ref: "common.yaml#/schemas/Item" } }
                scenarios:
                  success: { status: 200, fixture: item.json }

            """
        let common = """
            treaty: 1
            schemas:
              Item:
                type: object
                properties:
                  id: { type: integer }
                  status: { type: string }

            """
        let folder = try Self.repository(
            [
                "contracts/shop.yaml": shop, "contracts/common.yaml": common,
                "Fixtures/item.json": "{\"id\": 1, \"status\": \"new\"}\n",
            ],
            edits: ["contracts/common.yaml": common.replacing("      status: { type: string }\n", with: "")])
        let output = try await Self.treaty(["diff", "--base", "HEAD", "contracts/shop.yaml"], in: folder)
        #expect(output.stderr == "")
        #expect(output.status == 1)
        #expect(output.stdout.contains("breaking: [response-field-removed] Shop getItem 200 response.body/properties/status"))
        #expect(output.stdout.hasSuffix("1 breaking, 0 warning, 0 additive, 0 informational, 0 accepted\n"))
    }

    @Test func unknownRevisionExitsTwo() async throws {
        let folder = try Self.repository(["contracts/shop.yaml": DiffContracts.shop], edits: [:])
        let output = try await Self.treaty(["diff", "--base", "no-such-branch"], in: folder)
        #expect(output.status == 2)
        #expect(
            output.stderr.hasPrefix(
                "error: unknown git revision 'no-such-branch'; expected a commit, branch or tag such as 'HEAD' or 'origin/main'\n"
            ))
    }

    @Test func outsideAWorkTreeExitsTwo() async throws {
        let folder = try TreatyRunner.folder(["contracts/shop.yaml": DiffContracts.shop])
        let output = try await Self.treaty(["diff", "--base", "HEAD"], in: folder)
        #expect(output.status == 2)
        #expect(output.stderr.hasPrefix("error: the current folder is not inside a git work tree"))
    }
}
