import Foundation
import Testing
import TreatyYAML

/// docs/ci.md's workflow and manifests parse, name the jobs the page talks about, and call
/// `treaty` only with commands and options that exist.
@Suite struct CIRecipeTests {
    static let page: String = {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../docs/ci.md")
        return (try? String(contentsOf: docs, encoding: .utf8)) ?? ""
    }()

    /// The page's ```yaml blocks, each split into its `---` documents.
    static var documents: [String] {
        var blocks: [String] = []
        var current: [String]?
        for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "```yaml" {
                current = []
            } else if line == "```", let lines = current {
                blocks += lines.joined(separator: "\n").components(separatedBy: "\n---\n")
                current = nil
            } else {
                current?.append(String(line))
            }
        }
        return blocks
    }

    /// Every scalar in the tree, with the mapping keys on the way to it.
    static func scalars(_ node: YAMLNode?, path: [String] = []) -> [(path: [String], text: String)] {
        guard let node else { return [] }
        switch node.content {
        case .scalar(let scalar): return [(path, scalar.text)]
        case .sequence(let items): return items.flatMap { scalars($0, path: path) }
        case .mapping(let pairs): return pairs.flatMap { scalars($0.value, path: path + [$0.key.scalar?.text ?? ""]) }
        }
    }

    @Test func everyBlockParsesAndNamesItsJobs() throws {
        let documents = CIRecipeTests.documents
        #expect(documents.count == 3, "a workflow and two CronJobs")
        var names: [String] = []
        for document in documents {
            let tree = try YAMLReader().read(Array(document.utf8))
            for (path, text) in CIRecipeTests.scalars(tree) where path.last == "name" { names.append(text) }
            let jobs = tree?.mapping?.first { $0.key.scalar?.text == "jobs" }?.value.mapping?.map { $0.key.scalar?.text ?? "" }
            if let jobs { #expect(jobs == ["live-shard", "merge"]) }
        }
        #expect(names.contains("treaty-live-shards") && names.contains("treaty-live-merge") && names.contains("one verdict"))
    }

    @Test func everyTreatyInvocationUsesRealOptions() async throws {
        var invocations: [String] = []
        for document in CIRecipeTests.documents {
            for (_, text) in CIRecipeTests.scalars(try YAMLReader().read(Array(document.utf8))) {
                let joined = text.replacingOccurrences(of: "\\\n", with: " ")
                let parts = joined.components(separatedBy: "treaty ").dropFirst()
                invocations += parts.filter { part in ["check", "summary"].contains(where: { part.hasPrefix($0 + " ") }) }
            }
        }
        #expect(invocations.count == 4, "\(invocations)")
        for invocation in invocations {
            let command = String(invocation.prefix { $0 != " " })
            let help = await InProcess.run([command, "--help"]).stdout
            let options = invocation.split(whereSeparator: { $0 == " " || $0 == "\n" }).filter { $0.hasPrefix("--") }
            #expect(!options.isEmpty)
            for option in options {
                #expect(
                    help.contains(" \(option) ") || help.contains(" \(option)\n") || help.contains("[\(option)"),
                    "'\(option)' of 'treaty \(command)'")
            }
        }
    }
}
