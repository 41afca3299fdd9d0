import Foundation
import TreatyContract
import TreatyImport
import TreatyLoader
import TreatyTooling

/// `treaty import openapi`: an OpenAPI document → reviewable Treaty contracts and fixtures.
enum ImportCommand: CLICommand {
    static let name = "import"
    static let summary = "write Treaty contracts and fixtures from an OpenAPI document"
    static let help = """
        usage: treaty import openapi SPEC --out DIR [--tag TAG]... [--path GLOB]... [--operation ID]...
                                     [--split none|tag] [--name NAME] [--prune]

        Reads an OpenAPI 3.0 or 3.1 document (YAML or JSON) and writes DIR/<name>.yaml, a Treaty
        contract with its scenarios and live samples, and DIR/fixtures/<endpoint>-<scenario>.json,
        one canonical fixture per documented response example. Bodies synthesized from a schema
        stay inline. See docs/openapi.md.

        Re-importing into the same DIR keeps every scenario and live sample of the existing
        contract (edited or added by hand) and never rewrites an existing fixture; endpoints,
        requests, responses and schemas follow the spec. An endpoint that left the spec but has
        scenarios stops the import, with nothing written, unless --prune drops it.

        options:
          --out DIR            folder for the contracts (required); fixtures go to DIR/fixtures
          --tag TAG            only operations with this tag (repeatable)
          --path GLOB          only paths matching GLOB: '*' within a segment, '**' across (repeatable)
          --operation ID       only this operation, by endpoint name (repeatable)
          --split none|tag     one contract (default), or one per first tag sharing DIR/schemas.yaml
          --name NAME          the contract name (default: from info.title)
          --prune              drop endpoints that left the spec, with their scenarios
        \(ArgumentList.openAPIHelp)
        \(ArgumentList.rootHelp)
        \(ArgumentList.fileSizeHelp)

        exit codes: 0 written, 1 the document has errors or the import would lose scenarios,
                    2 bad usage or unreadable input

        """

    static func run(_ arguments: inout ArgumentList, console: Console) throws(UsageError) -> ExitCode {
        guard let out = try arguments.value("--out") else { throw UsageError("missing '--out DIR'") }
        let selection = ImportSelection(
            tags: try arguments.values("--tag"), paths: try arguments.values("--path"),
            operations: try arguments.values("--operation"))
        let split: OpenAPIImport.Split = try arguments.choice("--split", default: .none)
        let name = try arguments.value("--name")
        let prune = arguments.flag("--prune")
        let openAPI = try arguments.openAPIOptions()
        let root = try arguments.projectRoot()
        var loader = ContractLoader(openAPI: openAPI, root: root)
        loader.sizeLimits = try arguments.fileSizeLimits()
        let positionals = try arguments.positionals()
        guard positionals.count == 2, positionals[0] == "openapi" else {
            throw UsageError("expected 'treaty import openapi SPEC', found '\(positionals.joined(separator: " "))'")
        }
        if let name, !name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) || name.first?.isUppercase != true {
            throw UsageError("'--name \(name)' is not a Swift type name such as 'Petstore'")
        }
        let spec = positionals[1]
        let result = loader.load([spec])
        if !result.diagnostics.isEmpty { console.error(DiagnosticFormat.text.render(result.diagnostics)) }
        guard result.unreadable.isEmpty else { return .usage }
        guard !result.diagnostics.hasErrors, let contract = result.contracts.first, !contract.endpoints.isEmpty else {
            console.error("error: '\(spec)' has errors or no operations; nothing was written\n")
            return .findings
        }
        let importer = OpenAPIImport(selection: selection, split: split, name: name, prune: prune)
        var refused: [String] = []
        let plan = importer.plan(
            contract, spec: spec, folder: out,
            existing: { path in existingContract(path, root: root, refused: &refused) },
            fixtureExists: { FileSource.local.fileExists($0) })
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
            try write(plan, console: console)
        } catch {
            console.error("error: cannot write to '\(out)': \(error.localizedDescription)\n")
            return .usage
        }
        report(plan, diagnostics: result.diagnostics, console: console)
        return .ok
    }

    /// The contract an earlier import left at `path`, if any; a broken one is refused, not merged.
    private static func existingContract(_ path: String, root: ProjectRoot, refused: inout [String]) -> Contract? {
        guard FileSource.local.fileExists(path) else { return nil }
        let loaded = ContractLoader(root: root).load([path])
        guard !loaded.diagnostics.hasErrors, let contract = loaded.contracts.first else {
            refused.append(path)
            return nil
        }
        return contract
    }

    private static func write(_ plan: OpenAPIImport.Plan, console: Console) throws {
        for file in plan.files {
            let data = Data(file.text.utf8)
            if FileManager.default.contents(atPath: file.path) == data { continue }
            try FileManager.default.createDirectory(
                atPath: (file.path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try AtomicFile.write(data, to: file.path)
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
