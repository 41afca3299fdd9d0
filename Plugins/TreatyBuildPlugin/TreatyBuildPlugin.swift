import Foundation
import PackagePlugin

/// The opt-in alternative to committed suites: a test target that uses this plugin gets the
/// suite of every `<Name>.treaty.yaml` in its folder generated on each build, into the build
/// folder, never into the package.
///
/// SwiftPM must know a build command's outputs before it runs, so the file name says them:
/// `Notes.treaty.yaml` (whose contract is named `Notes`) gives `NotesContract.swift`,
/// `NotesContract+Archive.swift` and `NotesContractTests.swift`, never part files (`--lines-per-file 0`). The suite uses Swift
/// Testing and internal access; teams that need other options, or want the generated code in
/// review, use `TreatyCommandPlugin` and `treaty.yaml` instead (docs/adopting.md compares the two).
@main
struct TreatyBuildPlugin: BuildToolPlugin {
    static let suffix = ".treaty.yaml"

    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let treaty = try context.tool(named: "treaty")
        // A contract's `$ref`s may lead into any YAML or JSON file beside it (a schema library, an
        // OpenAPI description's other files): a change to one of them regenerates the suites too.
        let referable = target.sourceFiles.map(\.url).filter { ["yaml", "yml", "json"].contains($0.pathExtension) }
        return target.sourceFiles.filter { $0.url.lastPathComponent.hasSuffix(Self.suffix) }.map { file in
            let stem = String(file.url.lastPathComponent.dropLast(Self.suffix.count))
            let out = context.pluginWorkDirectoryURL.appending(path: stem)
            return .buildCommand(
                displayName: "treaty generate \(file.url.lastPathComponent)",
                executable: treaty.url,
                arguments: ["generate", file.url.path(), "--out", out.path(), "--lines-per-file", "0"],
                inputFiles: [file.url] + referable.filter { $0 != file.url },
                outputFiles: [
                    out.appending(path: "\(stem)Contract.swift"), out.appending(path: "\(stem)Contract+Archive.swift"),
                    out.appending(path: "\(stem)ContractTests.swift"),
                ])
        }
    }
}
