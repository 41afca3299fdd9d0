import Foundation
import Testing

/// Runs every case of the hostile corpus through every command that reads contracts (lint,
/// fixtures verify, generate, diff, overview) and `fixtures fmt` over its folder and checks the promise: a located refusal or a
/// documented acceptance, no crash, no hang, and nothing generated from a refused contract. `diff`
/// reads a refused contract leniently, so for it the refusal may be the same finding as a warning.
@Suite struct HostileCorpusTests {
    static let commands: [(name: String, arguments: @Sendable (String) -> [String])] = [
        ("lint", { ["lint", $0, "--format", "json"] }),
        ("fixtures verify", { ["fixtures", "verify", $0] }),
        ("generate", { ["generate", $0, "--out", "generated"] }),
        ("diff", { ["diff", $0, $0] }),
        ("overview", { ["overview", $0] }),
        ("fixtures fmt", { _ in ["fixtures", "fmt", "--check", "."] }),
    ]

    @Test(arguments: HostileCase.all)
    func everyCommandRefusesAtTheLineOrAcceptsAsDocumented(_ hostile: HostileCase) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("treaty-hostile-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, bytes) in hostile.files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        for command in Self.commands {
            let output = try await TreatyRunner.run(command.arguments(hostile.entry), in: folder, timeout: 60)
            #expect(!output.timedOut, "\(command.name) did not finish within 60 s")
            #expect(output.exitedNormally, "\(command.name) crashed")
            #expect((0...3).contains(output.status), "\(command.name) exited \(output.status)")
            switch hostile.outcome {
            case .refused(let rule, let location):
                // `fmt` reads the folder's JSON fixtures, not the contract: it only must not crash or hang.
                // `diff` compares what it can read: a refusal it did not stop at is a located warning.
                let warnedLeniently = output.stdout.contains(":\(location): warning: [\(rule)] read leniently:")
                #expect(
                    output.status != 0 || command.name == "fixtures fmt" || (command.name == "diff" && warnedLeniently),
                    "\(command.name) accepted the case:\n\(output.stdout)")
                if command.name == "lint" {
                    let findings = Self.findings(output.stdout)
                    #expect(findings.contains("\(rule)@\(location)"), "expected \(rule)@\(location), found \(findings)")
                }
                if command.name == "generate" {
                    let written =
                        (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("generated").path))
                        ?? []
                    #expect(written.isEmpty, "generate wrote \(written) from a refused contract")
                }
            case .accepted:
                if command.name == "lint" { #expect(output.status == 0, "\(output.stdout)") }
            case .warned(let rule, let location, let verifies):
                if command.name == "lint" {
                    #expect(output.status == 0, "\(output.stdout)")
                    let findings = Self.findings(output.stdout)
                    #expect(
                        rule.isEmpty || findings.contains("\(rule)@\(location)"),
                        "expected \(rule)@\(location), found \(findings)")
                }
                if command.name == "fixtures verify" {
                    #expect(output.stdout.contains("[\(verifies)]"), "expected \(verifies):\n\(output.stdout)")
                }
            }
        }
    }

    /// `rule@line:column` of each diagnostic in `treaty lint --format json` output.
    static func findings(_ json: String) -> [String] {
        guard let items = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]] else { return [] }
        return items.map { "\($0["rule"] ?? "")@\($0["line"] ?? 0):\($0["column"] ?? 0)" }
    }

    @Test func theCorpusCountsItsCases() {
        let refused = HostileCase.all.filter { if case .refused = $0.outcome { true } else { false } }.count
        let warned = HostileCase.all.filter { if case .warned = $0.outcome { true } else { false } }.count
        let accepted = HostileCase.all.count - refused - warned
        print(
            "hostile corpus: \(HostileCase.all.count) cases (\(refused) refused at their line, \(warned) reported by "
                + "fixtures verify, \(accepted) accepted as documented) × \(Self.commands.count) commands")
        #expect(HostileCase.all.count >= 20)
    }
}
