import ArgumentParser
import Foundation
import TreatyContract
import TreatyGenerator
import TreatyImport
import TreatyLoader
import TreatyTooling

/// `treaty init`: the files a package needs to start — `treaty.yaml`, a starter contract (or an
/// entry for an existing OpenAPI document) and an adapter skeleton — and nothing is overwritten.
struct InitCommand: TreatySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Scaffold treaty.yaml, a starter contract and an adapter in a Swift package.",
        discussion: """
            Run in a package's root folder (beside Package.swift). Writes treaty.yaml listing one contract, \
            the starter contract contracts/<name>.yaml (or, with --openapi, an entry for that document \
            instead), and <out>/<Name>Adapter.swift, the adapter the generated suite drives your client \
            through. Then run 'treaty generate' (or the SwiftPM plugin) to write the suite. When any of \
            these files exists, nothing is written.

            exit codes: 0 written, 1 the OpenAPI document has errors, 2 bad usage, not a package, or a file exists
            """)

    @Option(help: ArgumentHelp("The starter contract's API name.", valueName: "name"))
    var name: String = "API"

    @Option(
        help: ArgumentHelp("List this OpenAPI document instead of writing a starter contract.", valueName: "file"),
        completion: .file(extensions: ["yaml", "yml", "json"]))
    var openapi: String?

    @Option(
        help: ArgumentHelp(
            "Folder for the generated suite and the adapter (default: Tests/<Name>ContractTests).", valueName: "dir"),
        completion: .directory)
    var out: String?

    @OptionGroup var suite: SuiteOptions

    func validate() throws {
        guard name.first?.isLetter == true, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
            throw UsageError("option '--name' does not accept '\(name)'; expected letters and digits, such as 'Bookshelf'")
        }
    }

    func execute(console: Console) async throws(UsageError) -> ExitCode {
        guard FileSource.local.fileExists("Package.swift") else {
            throw UsageError("no Package.swift here; run 'treaty init' in the root folder of a Swift package")
        }
        let scaffold = try ProjectScaffold(name: name, openAPI: openapi, out: out)
        guard let contract = scaffold.loadContract(console: console) else { return openapi == nil ? .usage : .findings }
        let skeleton = ContractGenerator().adapterSkeleton(contract)
        let skeletonPath = RelativePath.join(scaffold.out, skeleton.name)
        let config = ProjectConfig(entries: [
            ProjectConfig.Entry(
                path: scaffold.contractPath, out: scaffold.out, testing: suite.testing?.rawValue, access: suite.access?.rawValue,
                location: FileLocation(file: ProjectConfig.fileName, line: 1, column: 1))
        ])
        var files = [(ProjectConfig.fileName, config.yamlText), (skeletonPath, skeleton.contents)]
        if let starter = scaffold.starterText { files.insert((scaffold.contractPath, starter), at: 1) }
        let existing = files.map(\.0).filter { FileSource.local.fileExists($0) }
        guard existing.isEmpty else {
            let names = existing.map { "'\($0)'" }.joined(separator: ", ")
            throw UsageError(
                "\(names) already exist\(existing.count == 1 ? "s" : ""); treaty init never overwrites a file, so nothing was written"
            )
        }
        do {
            for (path, text) in files {
                _ = try GeneratedFileWriter().writeNew(GeneratedFile(name: path, contents: text), to: path)
                console.error("wrote \(path)\n")
            }
        } catch {
            console.error("error: cannot write: \(error.localizedDescription)\n")
            return .usage
        }
        console.error(
            "next: declare a test target at '\(scaffold.out)' that depends on TreatyStubs and TreatyStubsTesting, "
                + "run 'treaty generate', then fill in the adapter (docs/adopting.md)\n"
        )
        return .ok
    }
}
