import Foundation
import Testing

/// `treaty usage publish` keeps each version's contract, and `treaty can-i-deploy` judges every
/// stored version by what it uses, gates CI by versions or share, and asks for one build.
@Suite struct CanIDeployCommandTests {
    let folder: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("treaty-cid-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    static let old = """
        treaty: 1
        name: Notes
        version: 1.0.0
        baseURL: https://notes.example
        stubHost: notes.test.invalid
        endpoints:
          createNote:
            method: POST
            path: /notes
            request:
              body:
                type: object
                required: [title]
                properties:
                  title: { type: string }
                  tags: { type: array, items: { type: string } }
            responses:
              201: { body: { type: object, properties: { id: { type: integer } } } }
            scenarios:
              created: { status: 201, request: { body: { title: a } }, body: { id: 1 } }
          listNotes:
            method: GET
            path: /notes
            responses:
              200: { body: { type: array, items: { type: object } } }
            scenarios:
              some: { status: 200, body: [] }

        """

    /// `tags` becomes required: 2.0, which sends tags, is spared; 1.0 is not.
    static let new = old.replacingOccurrences(of: "required: [title]", with: "required: [title, tags]")
        .replacingOccurrences(of: "version: 1.0.0", with: "version: 1.1.0")

    static func record(sendsTags: Bool) -> String {
        let body = sendsTags ? #"["/tags", "/tags/*", "/title"]"# : #"["/title"]"#
        return #"{"treatyUsage": 1, "contract": "Notes", "version": "1.0.0", "endpoints": [{"id": "createNote", "#
            + #""method": "POST", "path": "/notes", "query": [], "headers": [], "body": \#(body), "scenarios": []}]}"#
    }

    func write(_ text: String, _ name: String) throws -> String {
        let path = folder.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// A store holding 1.0 (no tags sent) and 2.0 (tags sent), both built against `old`.
    func store() async throws -> (store: String, new: String) {
        let old = try write(Self.old, "old.yaml")
        let store = folder.appendingPathComponent("store").path
        for (version, sendsTags) in [("1.0", false), ("2.0", true)] {
            let record = try write(Self.record(sendsTags: sendsTags), "r\(version).json")
            let run = await InProcess.run(
                ["usage", "publish", record, "--app-version", version, "--store", store, "--contract", old])
            #expect(run.status == 0, "\(run.stderr)")
        }
        return (store, try write(Self.new, "new.yaml"))
    }

    @Test func publishKeepsOneCopyOfTheContractAndNamesItInTheRecord() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let (store, _) = try await store()
        let contracts = try FileManager.default.contentsOfDirectory(atPath: store + "/notes/contracts")
        #expect(contracts.count == 1, "two versions built against one contract share its copy")
        let record = try String(contentsOfFile: store + "/notes/1.0.json", encoding: .utf8)
        #expect(record.contains(#""contractDigest": "sha256:\#(contracts[0].dropLast(5))""#))
        let wrong = try write(Self.new, "wrong.yaml")
        let refused = await InProcess.run(
            [
                "usage", "publish", try write(Self.record(sendsTags: true), "r.json"), "--app-version", "3.0", "--store", store,
                "--contract", wrong,
            ])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("the record was tested against Notes 1.0.0, but the contract given is Notes 1.1.0"))
        #expect(!FileManager.default.fileExists(atPath: store + "/notes/3.0.json"))
    }

    @Test func onlyTheVersionThatOmitsTheNewlyRequiredMemberBreaks() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let (store, new) = try await store()
        let installs = try write("version,share\n1.0,4%\n2.0,90%\n0.9,6%\n", "installs.csv")
        let run = await InProcess.run(["can-i-deploy", new, "--usage", store, "--installs", installs])
        #expect(run.status == 1)
        #expect(
            run.stdout == """
                can-i-deploy Notes 1.1.0: 1 of 2 app versions breaks (4.0 % of installs)

                  app version  tested against  installs  verdict
                  1.0          Notes 1.0.0     4.0 %     breaks: 1 finding
                  2.0          Notes 1.0.0     90.0 %    safe (1 breaking change not felt)

                1.0 (Notes 1.0.0) breaks:
                  \(new):12:9: [request-field-made-required] Notes createNote request.body/properties/tags: request field made required: 'tags'; was 'false', now 'true'

                no usage record for: 0.9 (6.0 %); publish one to judge them

                """)
        #expect(run.stderr == "error: app version 1.0 breaks\n")
        let gated = await InProcess.run(
            ["can-i-deploy", new, "--usage", store, "--installs", installs, "--fail-on", ">=2.0", "--max-affected-share", "5%"])
        #expect(gated.status == 0, "\(gated.stderr)")
        let json = await InProcess.run(["can-i-deploy", new, "--usage", store, "--format", "json", "--fail-on", "none"])
        #expect(json.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let versions = try #require(object["versions"] as? [[String: Any]])
        #expect(versions.map { $0["verdict"] as? String } == ["breaks", "safe"])
    }

    @Test func aReportIsNeverWrittenIntoTheStore() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let (store, new) = try await store()
        let record = store + "/notes/1.0.json"
        let before = try Data(contentsOf: URL(fileURLWithPath: record))
        let link = folder.appendingPathComponent("shelf").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: store + "/notes")
        for output in [record, link + "/1.0.json", store + "/new/report.txt"] {
            let run = await InProcess.run(["can-i-deploy", new, "--usage", store, "--output", output, "--fail-on", "none"])
            #expect(run.status == 2, "\(output)")
            #expect(
                run.stderr.hasPrefix(
                    "error: '--output \(output)' is inside the usage store '\(store)'; nothing was written, choose a path outside it"
                ),
                "\(run.stderr)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: record)) == before)
        #expect(!FileManager.default.fileExists(atPath: store + "/new"))
        let outside = await InProcess.run(
            [
                "can-i-deploy", new, "--usage", store, "--output", folder.appendingPathComponent("report.txt").path, "--fail-on",
                "none",
            ])
        #expect(outside.status == 0, "\(outside.stderr)")
    }

    @Test func onlyTheRecordsOfTheNewContractsAreJudgedUnlessItWasRenamed() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let (store, new) = try await store()
        let other = try write(Self.old.replacingOccurrences(of: "name: Notes", with: "name: Tasks"), "tasks.yaml")
        let record = try write(Self.record(sendsTags: false).replacingOccurrences(of: "Notes", with: "Tasks"), "t.json")
        let published = await InProcess.run(
            ["usage", "publish", record, "--app-version", "7.0", "--store", store, "--contract", other])
        #expect(published.status == 0, "\(published.stderr)")
        let run = await InProcess.run(["can-i-deploy", new, "--usage", store, "--format", "json", "--fail-on", "none"])
        #expect(!run.stdout.contains("\"7.0\""), "Tasks' app is not judged against Notes")
        #expect(run.stdout.contains("\"1.0\"") && run.stdout.contains("\"2.0\""))
        // Notes renamed: its records are the only ones of one contract in a store of its own.
        let renamed = try write(Self.new.replacingOccurrences(of: "name: Notes", with: "name: Jottings"), "renamed.yaml")
        let alone = folder.appendingPathComponent("alone").path
        try FileManager.default.copyItem(atPath: store + "/notes", toPath: alone + "/notes")
        let judged = await InProcess.run(["can-i-deploy", renamed, "--usage", alone, "--fail-on", "none"])
        #expect(judged.stdout.hasPrefix("can-i-deploy Jottings 1.1.0: 1 of 2 app versions breaks\n"), "\(judged.stdout)")
    }

    @Test(.enabled(if: SARIFValidator.python != nil, SARIFValidator.skipReason))
    func itsSARIFIsValidAndNamesTheVersionsEachChangeBreaks() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let (store, new) = try await store()
        let installs = try write("1.0,4%\n2.0,90%\n", "installs.csv")
        let run = await InProcess.run(
            ["can-i-deploy", new, "--usage", store, "--installs", installs, "--format", "sarif", "--fail-on", "none"])
        #expect(run.status == 0)
        #expect(try await SARIFValidator.problems(run.stdout) == "")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == ["request-field-made-required"])
        #expect(results.map { $0["level"] as? String } == ["error"])
        let message = (results.first?["message"] as? [String: Any])?["text"] as? String ?? ""
        #expect(message.hasSuffix("; breaks app version(s) 1.0 (4.0 % of installs)"), "\(message)")
    }

    @Test func oneClientBuildIsJudgedAgainstTheDeployedContract() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let old = try write(Self.old, "old.yaml")
        let new = try write(Self.new, "new.yaml")
        let sends = await InProcess.run(
            ["can-i-deploy", new, "--client", try write(Self.record(sendsTags: true), "r.json"), "--contract", old])
        #expect(sends.status == 0, "\(sends.stdout)\(sends.stderr)")
        #expect(sends.stdout.hasPrefix("can-i-deploy Notes 1.1.0: no app version of 1 breaks\n"))
        let omits = await InProcess.run(
            ["can-i-deploy", new, "--client", try write(Self.record(sendsTags: false), "o.json"), "--contract", old])
        #expect(omits.status == 1)
    }

    @Test func oneClientBuildIsJudgedAgainstALiveChecksReport() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let record = try write(Self.record(sendsTags: true), "r.json")
        let sample = { (endpoint: String) in
            #"{"formatVersion": 1, "samples": [{"contract": "Notes", "endpoint": "\#(endpoint)", "status": 201, "#
                + #""verdict": "drift", "findings": [{"classification": "breaking", "rule": "type", "pointer": "/id", "#
                + #""target": "response.body", "message": "response.body /id: expected integer, got string", "#
                + #""location": "old.yaml:19:21"}]}]}"#
        }
        let drifted = await InProcess.run(
            ["can-i-deploy", "--client", record, "--live", try write(sample("createNote"), "check.json")])
        #expect(drifted.status == 1)
        #expect(
            drifted.stdout.contains(
                "old.yaml:19:21: [live-drift] Notes createNote 201 response.body/id: live drift: "
                    + "'response.body /id: expected integer, got string'"), "\(drifted.stdout)")
        let elsewhere = await InProcess.run(
            ["can-i-deploy", "--client", record, "--live", try write(sample("listNotes"), "other.json")])
        #expect(elsewhere.status == 1, "no sample of an endpoint the build uses: unknown, which fails the gate")
        #expect(elsewhere.stdout.contains("unknown: the live check sent no sample to an endpoint this build uses"))
    }

    @Test func aVersionWhoseContractIsMissingIsUnknownAndFailsTheGate() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let (store, new) = try await store()
        let contracts = store + "/notes/contracts"
        for file in try FileManager.default.contentsOfDirectory(atPath: contracts) {
            try Data("{}".utf8).write(to: URL(fileURLWithPath: contracts + "/" + file))
        }
        let run = await InProcess.run(["can-i-deploy", new, "--usage", store])
        #expect(run.status == 1)
        #expect(run.stdout.contains("unknown: '\(contracts)/"))
        #expect(run.stdout.contains("does not hold the contract its name is the digest of: the store is damaged"))
        #expect(run.stderr.contains("error: app version 1.0 cannot be judged\n"))
    }
}
