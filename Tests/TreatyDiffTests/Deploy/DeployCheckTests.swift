import Foundation
import Testing
import TreatyContract
import TreatyDiff
import TreatyLoader

/// can-i-deploy's matrix: each breaking change breaks only the app versions whose usage record
/// says they use what it touches, and a version the record cannot vouch for counts as broken.
@Suite struct DeployCheckTests {
    /// A shop API at 1.0.0: what every app version below was built against.
    static let base = """
        treaty: 1
        name: Shop
        version: 1.0.0
        baseURL: https://shop.example
        stubHost: shop.test.invalid
        endpoints:
          listItems:
            method: GET
            path: /items
            request:
              query:
                page: { type: integer }
                tag: { type: string }
            responses:
              200: { body: { type: array, items: { $ref: "#/schemas/Item" } } }
            scenarios:
              some: { status: 200, body: [{ id: 1, name: Pen, subtitle: Blue }] }
          addItem:
            method: POST
            path: /items
            request:
              body:
                type: object
                required: [name]
                properties:
                  name: { type: string }
                  note: { type: string }
            responses:
              201: { body: { $ref: "#/schemas/Item" } }
            scenarios:
              added: { status: 201, request: { body: { name: Pen } }, body: { id: 1, name: Pen, subtitle: Blue } }
          getReport:
            method: GET
            path: /report
            responses:
              200: { body: { type: object } }
            scenarios:
              some: { status: 200, body: {} }
        schemas:
          Item:
            type: object
            required: [id, name, subtitle]
            properties:
              id: { type: integer }
              name: { type: string }
              subtitle: { type: string }
        """

    static func contract(_ text: String) throws -> Contract {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("treaty-deploy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("shop.yaml").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let result = ContractLoader(root: .folder(folder.path)).load([path])
        return try #require(result.contracts.first, "\(result.diagnostics)")
    }

    /// `base` with `edits` applied, each a (find, replace) of its text.
    static func changed(_ edits: [(String, String)]) throws -> Contract {
        var text = base
        for (find, replace) in edits {
            #expect(text.contains(find), "the edit's text '\(find)' is not in the base contract")
            text = text.replacingOccurrences(of: find, with: replace)
        }
        return try contract(text)
    }

    static func version(_ name: String, _ endpoints: [EndpointUsage], key: String = "base") throws -> DeployCheck.StoredVersion {
        DeployCheck.StoredVersion(
            appVersion: name, record: .success(UsageRecord(contract: "Shop", version: "1.0.0", endpoints: endpoints)),
            contract: .success(try contract(base)), contractKey: key)
    }

    static func uses(_ id: String, query: [String] = [], body: [String] = [], responses: [ResponseUsage] = []) -> EndpointUsage {
        EndpointUsage(id: id, method: "GET", path: "/", query: query, body: body, responses: responses)
    }

    static func verdicts(_ matrix: DeployMatrix) -> [String: String] {
        Dictionary(uniqueKeysWithValues: matrix.rows.map { ($0.appVersion, $0.verdict.word) })
    }

    @Test func removingAnEndpointBreaksOnlyTheVersionsThatCallIt() throws {
        let new = try Self.changed([("  getReport:\n", "  retired:\n")])
        let removed = try Self.changed([
            (
                "  getReport:\n    method: GET\n    path: /report\n    responses:\n      200: { body: { type: object } }\n    scenarios:\n      some: { status: 200, body: {} }\n",
                ""
            )
        ])
        let versions = [
            try Self.version("1.0", [Self.uses("listItems")]), try Self.version("2.0", [Self.uses("getReport")]),
        ]
        let matrix = DeployCheck(new: [removed]).matrix(versions)
        #expect(Self.verdicts(matrix) == ["1.0": "safe", "2.0": "breaks"])
        #expect(matrix.rows[1].breaking.map(\.rule) == ["endpoint-removed"])
        #expect(matrix.rows[0].spared == 1, "the removal is a breaking change 1.0 does not feel")
        // A renamed endpoint is still the one the old id names.
        let renamed = DeployCheck(new: [new]).matrix(versions)
        #expect(Self.verdicts(renamed) == ["1.0": "safe", "2.0": "safe"], "\(renamed.rows.map(\.breaking))")
    }

    @Test func aRequestMemberMadeRequiredBreaksOnlyTheVersionsThatDoNotSendIt() throws {
        let new = try Self.changed([("required: [name]\n", "required: [name, note]\n")])
        let versions = [
            try Self.version("sends", [Self.uses("addItem", body: ["/name", "/note"])]),
            try Self.version("omits", [Self.uses("addItem", body: ["/name"])]),
            try Self.version("never", [Self.uses("listItems")]),
        ]
        let matrix = DeployCheck(new: [new]).matrix(versions)
        #expect(Self.verdicts(matrix) == ["sends": "safe", "omits": "breaks", "never": "safe"])
        #expect(matrix.rows[1].breaking.map(\.rule) == ["request-field-made-required"])
    }

    @Test func aQueryParameterMadeRequiredOrRetypedBreaksByWhetherItIsSent() throws {
        let required = try Self.changed([("tag: { type: string }", "tag: { type: string, required: true }")])
        let retyped = try Self.changed([("page: { type: integer }", "page: { type: integer, maximum: 10 }")])
        let versions = [
            try Self.version("tags", [Self.uses("listItems", query: ["tag"])]),
            try Self.version("pages", [Self.uses("listItems", query: ["page"])]),
        ]
        #expect(Self.verdicts(DeployCheck(new: [required]).matrix(versions)) == ["tags": "safe", "pages": "breaks"])
        #expect(Self.verdicts(DeployCheck(new: [retyped]).matrix(versions)) == ["tags": "safe", "pages": "breaks"])
    }

    @Test func aRemovedResponseMemberBreaksOnlyTheVersionsThatNeedIt() throws {
        let new = try Self.changed([
            ("required: [id, name, subtitle]", "required: [id, name]"), ("\n      subtitle: { type: string }", ""),
        ])
        let probedAll = ["/*/id", "/*/name", "/*/subtitle"]
        let versions = [
            try Self.version(
                "unread",
                [Self.uses("listItems", responses: [ResponseUsage(status: 200, probed: probedAll, needs: ["/*/id"])])]),
            try Self.version(
                "read",
                [
                    Self.uses(
                        "listItems",
                        responses: [ResponseUsage(status: 200, probed: probedAll, needs: ["/*/subtitle"], reads: ["/*/subtitle"])]
                    )
                ]),
            try Self.version("unprobed", [Self.uses("listItems")]),
            try Self.version(
                "bounded",
                [Self.uses("listItems", responses: [ResponseUsage(status: 200, probed: ["/*/id"], unprobed: ["/*/subtitle"])])]),
        ]
        let matrix = DeployCheck(new: [new]).matrix(versions)
        #expect(Self.verdicts(matrix) == ["unread": "safe", "read": "breaks", "unprobed": "breaks", "bounded": "breaks"])
        #expect(matrix.rows[1].breaking.map(\.rule).contains("response-field-removed"))
        #expect(matrix.rows[1].breaking.first?.endpoint == "listItems", "addItem's 201 is not used by this version")
    }

    @Test func aMemberChangedInTypeBreaksTheVersionsThatReadIt() throws {
        let new = try Self.changed([("subtitle: { type: string }", "subtitle: { type: integer }")])
        let probe = { (reads: [String]) in
            [Self.uses("listItems", responses: [ResponseUsage(status: 200, probed: ["/*/subtitle"], reads: reads)])]
        }
        let matrix = DeployCheck(new: [new]).matrix([
            try Self.version("decodes", probe(["/*/subtitle"])), try Self.version("ignores", probe([])),
        ])
        #expect(Self.verdicts(matrix) == ["decodes": "breaks", "ignores": "safe"])
    }

    @Test func aVersionThatCannotBeReadIsUnknownAndSharesAddUp() throws {
        let new = try Self.changed([("required: [name]\n", "required: [name, note]\n")])
        let broken = DeployCheck.StoredVersion(
            appVersion: "3.0", record: .failure(DeployCheck.StoreProblem("3.0.json: '/endpoints' is missing")),
            contract: .failure(DeployCheck.StoreProblem("")), contractKey: "3.0")
        let installs = try InstallShares(csv: "version,share\n1.0,10%\n2.0,60%\n3.0,5%\n0.9,25%\n", path: "installs.csv")
        let matrix = DeployCheck(new: [new]).matrix(
            [
                try Self.version("1.0", [Self.uses("addItem", body: ["/name"])]),
                try Self.version("2.0", [Self.uses("addItem", body: ["/name", "/note"])]), broken,
            ], installs: installs)
        #expect(Self.verdicts(matrix) == ["1.0": "breaks", "2.0": "safe", "3.0": "unknown"])
        #expect(abs((matrix.affectedShare ?? 0) - 0.15) < 1e-9)
        #expect(matrix.sharesWithoutRecord.map(\.version) == ["0.9"])
        #expect(DeployGate().failures(matrix) == ["app version 1.0 breaks", "app version 3.0 cannot be judged"])
        let gate = DeployGate(versions: try #require(DeployGate.versions(">=2.0")), maxAffectedShare: 0.2)
        #expect(gate.failures(matrix) == ["app version 3.0 cannot be judged"])
        #expect(
            DeployGate(versions: .none, maxAffectedShare: 0.1).failures(matrix) == [
                "15.0 % of installs are on app versions that break, more than 10.0 %"
            ])
    }

    @Test func versionsSharingAContractAreDiffedOnce() throws {
        let new = try Self.changed([("required: [name]\n", "required: [name, note]\n")])
        let versions = try (1...5).map { try Self.version("1.\($0)", [Self.uses("addItem")]) }
        let matrix = DeployCheck(new: [new]).matrix(versions)
        #expect(matrix.plainBreaking == 1, "one diff, one breaking change")
        #expect(matrix.rows.allSatisfy { $0.verdict == .breaks })
    }
}
