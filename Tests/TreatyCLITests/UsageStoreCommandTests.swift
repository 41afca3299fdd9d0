import Foundation
import Testing

/// What a usage store holds is untrusted text: `treaty usage list` shows a record's names and a
/// file's name escaped, never as escape sequences a terminal would act on.
@Suite struct UsageStoreCommandTests {
    @Test func aStoresTextReachesTheTerminalEscaped() async throws {
        let store = FileManager.default.temporaryDirectory.appendingPathComponent("treaty-store-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: store) }
        let folder = store.appendingPathComponent("notes")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let record = #"{"treatyUsage": 1, "contract": "Notes\u001b[2J", "version": "1.0", "endpoints": []}"#
        try Data(record.utf8).write(to: folder.appendingPathComponent("4.2.0.json"))
        try Data("{}".utf8).write(to: folder.appendingPathComponent("5.0\u{1B}[2J.json"))
        let run = await InProcess.run(["usage", "list", "--store", store.path])
        #expect(run.status == 1)
        #expect(run.stdout == "notes 4.2.0: Notes\\u{1B}[2J 1.0, 0 endpoint(s), 0 scenario(s)\n")
        #expect(
            run.stderr
                == "error: \(folder.path)/5.0\\u{1B}[2J.json: the file is not a Treaty usage record (no 'treatyUsage' member)\n"
                + "2 record(s), 1 unreadable\n")
    }

    @Test func aProbedRecordIsListedWithItsCoverage() async throws {
        let store = FileManager.default.temporaryDirectory.appendingPathComponent("treaty-store-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: store) }
        let folder = store.appendingPathComponent("notes")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let record =
            #"{"treatyUsage": 1, "contract": "Notes", "version": "1.0", "endpoints": [{"id": "listNotes", "method": "GET", "#
            + #""path": "/notes", "query": [], "headers": [], "body": [], "scenarios": [], "responses": [{"status": 200, "#
            + #""probed": ["/*/id", "/*/title"], "needs": ["/*/id"], "reads": ["/*/id"], "unprobed": ["/*/tags"]}]}]}"#
        try Data(record.utf8).write(to: folder.appendingPathComponent("4.2.0.json"))
        let run = await InProcess.run(["usage", "list", "--store", store.path])
        #expect(run.status == 0)
        #expect(run.stdout == "notes 4.2.0: Notes 1.0, 1 endpoint(s), 0 scenario(s), 2 response member(s) probed, 1 unprobed\n")
        let json = await InProcess.run(["usage", "list", "--store", store.path, "--format", "json"])
        #expect(json.stdout.contains(#""probedMembers": 2"#) && json.stdout.contains(#""unprobedMembers": 1"#))
    }
}
