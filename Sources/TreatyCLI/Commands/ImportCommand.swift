import ArgumentParser
import Foundation
import TreatyContract
import TreatyImport
import TreatyLoader
import TreatyTooling

/// `treaty import`: the group of importers; `openapi` is the one there is.
struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write Treaty contracts and fixtures from an OpenAPI document.",
        subcommands: [ImportOpenAPICommand.self])
}

/// `treaty import openapi`: an OpenAPI document → reviewable Treaty contracts and fixtures.
struct ImportOpenAPICommand: TreatySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "openapi",
        abstract: "Write Treaty contracts and fixtures from an OpenAPI 3.0 or 3.1 document.",
        discussion: """
            Reads an OpenAPI 3.0 or 3.1 document (YAML or JSON) and writes DIR/<name>.yaml, a Treaty \
            contract with its scenarios and live samples, and DIR/fixtures/<endpoint>-<scenario>.json, one \
            canonical fixture per documented response example (the text example of a response Treaty does \
            not read keeps its text and a name for its type: .csv, .html, .xml, .txt). Bodies synthesized \
            from a schema stay inline. The contract's first line names the spec as given, an absolute path \
            made relative to the working directory. See docs/openapi.md.

            Re-importing into the same DIR keeps every scenario and live sample of the existing contract \
            (edited or added by hand) and never rewrites an existing fixture; endpoints, requests, responses \
            and schemas follow the spec. An endpoint that left the spec but has scenarios stops the import, \
            with nothing written, unless --prune drops it.

            exit codes: 0 written, 1 the document has errors or the import would lose scenarios,
                        2 bad usage or unreadable input
            """)

    @Argument(help: ArgumentHelp("The OpenAPI document.", valueName: "spec"))
    var specs: [String] = []

    @Option(
        help: ArgumentHelp("Folder for the contracts (required); fixtures go to DIR/fixtures.", valueName: "dir"),
        completion: .directory)
    var out: String?

    @Option(name: .customLong("tag"), help: ArgumentHelp("Only operations with this tag (repeatable).", valueName: "tag"))
    var tags: [String] = []

    @Option(
        name: .customLong("path"),
        help: ArgumentHelp("Only paths matching GLOB: '*' within a segment, '**' across (repeatable).", valueName: "glob"))
    var pathGlobs: [String] = []

    @Option(
        name: .customLong("operation"), help: ArgumentHelp("Only this operation, by endpoint name (repeatable).", valueName: "id")
    )
    var operations: [String] = []

    @Option(help: "One contract (none), or one per first tag sharing DIR/schemas.yaml (tag).")
    var split: OpenAPIImport.Split = .none

    @Option(help: ArgumentHelp("The contract name (default: from info.title).", valueName: "name"))
    var name: String?

    @Flag(help: "Drop endpoints that left the spec, with their scenarios.")
    var prune = false

    @OptionGroup var loading: LoadingOptions

    func validate() throws {
        if out == nil { throw UsageError("missing '--out DIR'") }
        guard specs.count == 1 else {
            throw UsageError("expected 'treaty import openapi SPEC', found '\((["openapi"] + specs).joined(separator: " "))'")
        }
        if let name, !name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) || name.first?.isUppercase != true {
            throw UsageError("'--name \(name)' is not a Swift type name such as 'Petstore'")
        }
    }

    func execute(console: Console) async throws(UsageError) -> ExitCode {
        let (out, spec) = (self.out ?? "", specs[0])  // validate() refused a command line without either
        let selection = ImportSelection(tags: tags, paths: pathGlobs, operations: operations)
        let root = loading.projectRoot
        let loader = loading.loader
        let result = loader.load([spec])
        if !result.diagnostics.isEmpty { console.error(DiagnosticFormat.text.render(result.diagnostics)) }
        guard result.unreadable.isEmpty else { return .usage }
        guard !result.diagnostics.hasErrors, let contract = result.contracts.first, !contract.endpoints.isEmpty else {
            console.error("error: '\(spec)' has errors or no operations; nothing was written\n")
            return .findings
        }
        let unknown = selection.unknownOperations(in: contract.endpoints)
        guard unknown.isEmpty else {
            for id in unknown {
                console.error(
                    "error: '--operation \(id)' names no operation of '\(spec)'; 'treaty overview \(spec)' lists their ids\n")
            }
            console.error("nothing was written\n")
            return .usage
        }
        let importer = OpenAPIImport(selection: selection, split: split, name: name, prune: prune)
        var refused: [String] = []
        // The header names the spec as given, but never by this machine's folders: an absolute
        // path is written relative to the working directory, as a relative one already is.
        // Both sides with symbolic links resolved: the working directory is its physical path.
        let physical = { (path: String) in URL(fileURLWithPath: path).resolvingSymlinksInPath().path }
        let cwd = physical(FileManager.default.currentDirectoryPath)
        let shown = spec.hasPrefix("/") ? RelativePath.relative(RelativePath.normalise(physical(spec)), to: cwd) : spec
        let plan = importer.plan(
            contract, spec: shown, folder: out,
            existing: { path in Self.existingContract(path, root: root, refused: &refused) },
            fixtureExists: { FileSource.local.fileExists($0) })
        // The files the spec's `$ref`s lead to are inputs too: a contract written over one loses it.
        let referenced = Set(contract.schemaTable.sortedReferences.map(\.file)).subtracting([contract.file]).sorted()
        for file in plan.files {
            try InputGuard.refuse(file.path, option: "--out \(out)", over: [spec], role: "the spec")
            try InputGuard.refuse(file.path, option: "--out \(out)", over: referenced, role: "a file the spec references")
        }
        guard refused.isEmpty else {
            for path in refused { console.error("error: '\(path)' has lint errors; fix it before re-importing over it\n") }
            return .findings
        }
        guard plan.conflicts.isEmpty else {
            for conflict in plan.conflicts {
                console.error(
                    "error: endpoint '\(conflict.endpoint)' left the spec but has scenarios: \(conflict.scenarios.joined(separator: ", "))\n"
                )
            }
            console.error("nothing was written; rerun with '--prune' to drop them\n")
            return .findings
        }
        do {
            try Self.write(plan, inside: root.folder(enclosing: out, in: .local), console: console)
        } catch {
            console.error("error: cannot write to '\(out)': \(error.localizedDescription)\n")
            return .usage
        }
        Self.report(plan, diagnostics: result.diagnostics, console: console)
        return .ok
    }

    /// The contract an earlier import left at `path`, if any; a broken one is refused, not merged.
    private static func existingContract(_ path: String, root: ProjectRoot, refused: inout [String]) -> Contract? {
        guard FileSource.local.fileExists(path) else { return nil }
        var loader = ContractLoader(root: root)
        loader.addsAllInputs = false
        let loaded = loader.load([path])
        guard !loaded.diagnostics.hasErrors, let contract = loaded.contracts.first else {
            refused.append(path)
            return nil
        }
        return contract
    }

    /// Writes the plan's files inside `project`. Every path is checked first, so a link planted
    /// in the output tree (`OUT/fixtures`) or a pipe where a file goes stops the import with
    /// nothing written, and no existing file is read before its path is known to be safe.
    private static func write(_ plan: OpenAPIImport.Plan, inside project: String, console: Console) throws {
        for file in plan.files { _ = try OutputPath.resolve(file.path, inside: project) }
        for file in plan.files {
            let data = Data(file.text.utf8)
            if FileManager.default.contents(atPath: file.path) == data { continue }
            try AtomicFile.write(data, to: file.path, inside: project)
            console.error("wrote \(file.path)\n")
        }
    }

    private static func report(_ plan: OpenAPIImport.Plan, diagnostics: [Diagnostic], console: Console) {
        for line in plan.omissions { console.error("note: \(line)\n") }
        for dropped in plan.dropped {
            console.error(
                "dropped endpoint '\(dropped.endpoint)' and its scenarios \(dropped.scenarios.joined(separator: ", "))\n")
        }
        for line in plan.skipped { console.out("skipped \(line)\n") }
        let invalid = diagnostics.filter { $0.rule == "openapi-invalid-example" }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        console.out(
            "\(plan.imported.count) operation(s) imported, \(plan.skipped.count) skipped; "
                + "\(plan.fixturesFromExamples) example(s) as fixtures, \(plan.synthesized) synthesized body(ies), "
                + "\(plan.keptScenarios) scenario(s) kept from the previous import; "
                + "\(invalid) invalid example(s), \(warnings) warning(s)\n")
    }
}
