public import TreatyContract
public import TreatyTooling
public import TreatyYAML

/// Loads contract files into ``Contract`` values and lints them, in one pass over all files.
///
/// Files referenced through cross-file `$ref`s are loaded too, so every returned contract carries
/// a ``SchemaTable`` that resolves all its references. Problems never stop the load: each file
/// yields what could be decoded plus its diagnostics, sorted by file and position.
///
/// Every fixture and `$ref` file a contract names stays inside its project ``root``: the files
/// it reaches through `$ref`s share the root of the contract that named them.
///
/// ```swift
/// let result = ContractLoader().load(["contracts/"])
/// if result.diagnostics.hasErrors { print(DiagnosticFormat.text.render(result.diagnostics)) }
/// ```
public struct ContractLoader: Sendable {
    public var files: FileSource
    public var reader: YAMLReader
    /// How OpenAPI documents are read (`--strict`, invalid examples).
    public var openAPI: OpenAPIOptions
    /// The folder the files a contract names must stay inside; by default found around each
    /// contract (`treaty.yaml`, else the git work tree, else its folder). `--root DIR` sets it.
    public var root: ProjectRoot
    /// How large a contract and a fixture may be; a larger file is a `file-too-large` error.
    public var sizeLimits = FileSizeLimits()
    /// Whether each endpoint of a Treaty-format contract gets the `allInputs` scenario Treaty
    /// derives (see docs/contract-format.md). Off only where a contract is read to be written back
    /// (`treaty import`'s merge), so that scenario never lands in the author's file.
    public var addsAllInputs = true
    /// Where a load stops. Only `make bench` sets it, to time each stage as the part of a load
    /// that ends with it; a load that stops early returns contracts without scenarios built or
    /// findings linted, so it is behind `@_spi(Benchmarks)`.
    @_spi(Benchmarks) public var lastStage = LoadStage.linted
    /// Whether the result carries the bytes of every fixture its contracts name
    /// (``Result/fixtures``), read once, through the same confinement and size cap as lint's
    /// checks. `treaty generate`, `treaty serve` and `treaty fixtures verify` set it, so they
    /// never read a fixture again; other commands leave it off and a load keeps no fixture.
    public var keepsFixtureBytes = false
    /// Whether the result keeps what the load built on its way (``Result/workingSet``) instead of
    /// freeing it as the load returns. `treaty lint`, which exits right after, sets it and hands
    /// the result to its console to keep until exit; a command that goes on working with the
    /// contracts (`diff`, `check`) leaves it off and holds no more memory than it needs.
    package var keepsWorkingSet = false

    public init(
        files: FileSource = .local, reader: YAMLReader = YAMLReader(), openAPI: OpenAPIOptions = OpenAPIOptions(),
        root: ProjectRoot = .discovered
    ) {
        self.files = files
        self.reader = reader
        self.openAPI = openAPI
        self.root = root
    }

    /// The resolver for the paths the contract at `file` names, remembering its answers in the
    /// load's `cache`.
    func projectFiles(for file: String, cache: ProjectFileCache? = nil) -> ProjectFiles {
        ProjectFiles(root: root.folder(for: file, in: files), source: files, cache: cache)
    }

    /// What a load produced.
    public struct Result: Sendable {
        /// The contracts of the requested files (schema libraries included), in path order.
        public var contracts: [Contract]
        /// Every finding of every file, sorted.
        public var diagnostics: [Diagnostic]
        /// Paths that could not be read at all (missing, a folder, unreadable): a usage problem.
        public var unreadable: [String]
        /// Every file the paths stood for, read or not: what "N file(s) checked" counts, so a file
        /// stopped by a YAML syntax error still counts.
        public var files: [String] = []
        /// Requested files that are YAML or JSON but neither an OpenAPI document nor a Treaty
        /// contract (no `openapi` or `treaty` key). Lint reports each as a contract missing
        /// `treaty`; `treaty diff`, which compares a document lint refuses as far as it can be
        /// read, must not read such a file as an empty contract.
        public var notContracts: [String] = []
        /// With ``ContractLoader/keepsFixtureBytes``, the bytes of every fixture the contracts'
        /// scenarios name, keyed by ``FixtureReference/path`` (the path the loader resolved).
        /// A fixture the load refused (outside the project, not a regular file) or could not read
        /// (missing, too large) is left out, and the diagnostics say why.
        public var fixtures: [String: [UInt8]] = [:]
        /// With ``ContractLoader/keepsWorkingSet``, what the load built on its way and no longer
        /// needs: the validators, each file's model before its scenarios, the schema table. Kept
        /// with the result instead of taken apart as the load returns, so that a command that exits
        /// right after never pays for freeing it object by object (the generated 1,000-operation
        /// document's `treaty lint`: about 1 ms of 58).
        package var workingSet: [any Sendable] = []
    }

    /// Loads and lints `paths`; a folder stands for the `*.yaml` and `*.yml` files directly in it.
    ///
    /// Each fixture and `$ref` file is resolved, read and checked once in a load, however many
    /// scenarios and references name it (``ProjectFileCache``).
    public func load(_ paths: [String]) -> Result {
        let cache = ProjectFileCache(keepsFixtureBytes: keepsFixtureBytes)
        var unreadable: [String] = []
        var diagnostics: [Diagnostic] = []
        let requested = expand(paths, unreadable: &unreadable)
        var decoded: [String: Contract] = [:]
        var examples: [String: [String: OpenAPIEndpointExamples]] = [:]
        var notes: [String: DecodeNotes] = [:]
        var referencedFiles: [String: Set<String>] = [:]
        var projects: [String: ProjectFiles] = [:]
        var settings: [String: ProjectSettings] = [:]
        for file in requested {
            let project = projectFiles(for: file, cache: cache)
            projects[file] = project
            _ = projectSettings(root: project.root, cache: &settings, diagnostics: &diagnostics)
        }
        var early = decodeSideBySide(requested, projects, settings)
        let requestedSet = Set(requested)
        var queue = requested
        while let file = queue.first {
            queue.removeFirst()
            guard decoded[file] == nil, let project = projects[file] else { continue }
            let isRequested = requestedSet.contains(file)
            let rootSettings = projectSettings(root: project.root, cache: &settings, diagnostics: &diagnostics)
            let result: DecodedFile?
            var referencedEarly: Set<String>?
            if let ready = early.removeValue(forKey: file) {
                diagnostics += ready.diagnostics
                unreadable += ready.unreadable
                result = ready.result
                referencedEarly = ready.referenced
            } else {
                result = decode(file, project, isRequested, rootSettings.formats, alone: true, &diagnostics, &unreadable)
            }
            guard let (decodedContract, openAPIExamples, written) = result else { continue }
            var contract = decodedContract
            contract.allowlist = rootSettings.allow + contract.allowlist
            decoded[file] = contract
            examples[file] = openAPIExamples
            notes[file] = written
            let referenced = referencedEarly ?? written.referencedFiles ?? contract.referencedFiles()
            referencedFiles[file] = referenced
            for next in referenced.sorted() where decoded[next] == nil && projects[next] == nil {
                guard case .file = project.resolve(next) else { continue }
                projects[next] = project
                queue.append(next)
            }
        }
        var table = SchemaTable()
        for contract in decoded.values {
            for schema in contract.namedSchemas { table[SchemaReference(file: contract.file, name: schema.name)] = schema.shape }
        }
        var contracts: [Contract] = []
        let unreadSchemas = unreadSchemasOf(notes)
        // Referenced files too large to read: each `$ref` into one says so, where it is written.
        var oversized: [String: FileTooLargeError] = [:]
        for file in Set(referencedFiles.values.joined()) where decoded[file] == nil {
            oversized[file] = sizeLimits.oversizedContract(file, in: files)
        }
        let ready = requested.compactMap { file in decoded[file].map { (file, $0) } }
        let finished = ready.concurrentMap {
            [table, referencedFiles, examples, projects, notes, oversized] file, decodedContract -> Finished in
            var contract = decodedContract
            var found: [Diagnostic] = []
            guard lastStage > .decoded else { return (contract, found, [:], nil) }
            contract.schemaTable = reachableSchemas(from: contract.file, in: table, referencedFiles: referencedFiles)
            // One validator for building scenarios and linting: making one compiles every named schema.
            let validator = ShapeValidator(schemas: contract.schemaTable)
            if let openAPIExamples = examples[file] {
                let built = OpenAPIScenarioBuilder.build(contract, openAPIExamples, options: openAPI, validator: validator)
                contract = built.contract
                found += built.diagnostics
            }
            // The author's scenarios are linted; the one Treaty adds conforms by construction.
            let withAllInputs =
                examples[file] == nil && addsAllInputs
                ? AllInputsScenarios(validator: validator).adding(to: contract) : contract
            guard lastStage > .scenariosBuilt else { return (withAllInputs, found, [:], validator) }
            let project = projects[file] ?? projectFiles(for: file, cache: cache)
            // Lint's checks and the fixtures kept read through one capped source, each file once.
            let fixtureFiles = ProjectFiles(
                root: project.root, source: cache.fixtures(sizeLimits.fixtures(files)), cache: cache)
            var linter = ContractLinter(project: fixtureFiles)
            linter.filesWithUnreadSchemas = unreadSchemas
            linter.oversizedFiles = oversized
            found += linter.lint(contract, notes: notes[file] ?? DecodeNotes(), validator: validator)
            found += oversizedFixtures(of: contract, cache: cache)
            return (withAllInputs, found, keptFixtures(of: withAllInputs, in: fixtureFiles), validator)
        }
        var fixtures: [String: [UInt8]] = [:]
        for (contract, found, kept, _) in finished {
            diagnostics += found
            contracts.append(contract)
            fixtures.merge(kept) { first, _ in first }
        }
        // A broken `$ref` inside a file reached only through references is still one error, at it.
        for (file, contract) in decoded.sorted(by: { $0.key < $1.key }) where !requestedSet.contains(file) {
            let reachable = reachableSchemas(from: file, in: table, referencedFiles: referencedFiles)
            diagnostics += ReferenceChecker(table: reachable, unreadFiles: unreadSchemas, oversizedFiles: oversized)
                .check(contract)
        }
        let foreign = requested.filter { file in notes[file].map { !$0.isOpenAPI && !$0.declaresTreaty } ?? false }
        return Result(
            contracts: contracts, diagnostics: diagnostics.mergingRelated(), unreadable: unreadable, files: requested,
            notContracts: foreign, fixtures: fixtures,
            workingSet: keepsWorkingSet ? [decoded, examples, notes, table] + finished.compactMap(\.validator) : [])
    }

    /// The files whose `schemas` could not be read (already reported): references into them are not.
    private func unreadSchemasOf(_ notes: [String: DecodeNotes]) -> Set<String> {
        Set(notes.filter { $0.value.schemasUnread }.keys)
    }

    /// The files a list of paths stands for, in a stable order, without repeats.
    func expand(_ paths: [String], unreadable: inout [String]) -> [String] {
        var result: [String] = []
        for path in paths {
            let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
            if let names = files.listFolder(trimmed) {
                let yaml = names.filter {
                    ($0.hasSuffix(".yaml") || $0.hasSuffix(".yml")) && !$0.hasPrefix(".") && $0 != ProjectRoot.markerFile
                }.sorted()
                result += yaml.map { RelativePath.join(trimmed, $0) }
            } else {
                result.append(RelativePath.normalise(trimmed))
            }
        }
        var seen = Set<String>()
        return result.filter { seen.insert($0).inserted }
    }

    /// The file's contract, for an OpenAPI document the examples its scenarios are built from, and
    /// the examples written on its shapes (checked once the schema table is complete). A file
    /// reached through a `$ref` is read through `project`, so it is read only inside it. A file
    /// decoded `alone` (no other file beside it) is parsed ahead on a second thread.
    func decode(
        _ file: String, _ project: ProjectFiles, _ isRequested: Bool, _ formats: Set<String>, alone: Bool,
        _ diagnostics: inout [Diagnostic], _ unreadable: inout [String]
    ) -> DecodedFile? {
        let bytes: [UInt8]
        do {
            let capped = sizeLimits.contracts(files)
            if isRequested {
                bytes = try capped.read(file)
            } else if case .file(let path) = project.resolve(file) {
                bytes = try capped.read(path)
            } else {
                bytes = try project.read(file)  // refused: throws why
            }
        } catch let error as FileTooLargeError {
            // A `$ref`'d file too large to read is reported at each `$ref` into it (``ReferenceChecker``).
            if isRequested { diagnostics.append(error.diagnostic) }
            return nil
        } catch {
            unreadable.append(file)
            diagnostics.append(.unreadableFile(file, reason: "\(error)"))
            return nil
        }
        let root: YAMLNode?
        do {
            var reader = self.reader
            reader.parsesAhead = reader.parsesAhead || alone
            root = try reader.read(bytes)
        } catch {
            diagnostics.append(error.diagnostic(in: file))
            return nil
        }
        guard let root else {
            diagnostics.append(.emptyFile(file))
            return nil
        }
        var context = DecodeContext(file: file, project: project)
        context.declaredFormats = formats
        defer { diagnostics += context.diagnostics }
        if let (version, text) = OpenAPISource.version(of: root) {
            guard let version else {
                context.report(.unsupportedOpenAPIVersion(text, at: context.location(root)))
                return nil
            }
            var documentReader = reader
            documentReader.parsesAhead = false
            let source = OpenAPISource(
                file: file, root: root, version: version, strict: openAPI.strict,
                documents: OpenAPIDocuments(
                    reader: documentReader, limits: sizeLimits, parsed: project.cache?.openAPIFiles ?? OnceTable()),
                project: project)
            context.notes.isOpenAPI = true
            let (contract, examples) = OpenAPIDecoder(source: source, options: openAPI).decode(&context)
            return (contract, examples, context.notes)
        }
        let contract = ContractDecoder(file: file).decode(root, &context)
        return (contract, nil, context.notes)
    }

    /// The schemas of the contract's own file and of every file reachable from it through `$ref`.
    private func reachableSchemas(from file: String, in table: SchemaTable, referencedFiles: [String: Set<String>]) -> SchemaTable
    {
        var reachable: Set<String> = [file]
        var pending = [file]
        while let next = pending.popLast() {
            for referenced in referencedFiles[next] ?? [] where reachable.insert(referenced).inserted {
                pending.append(referenced)
            }
        }
        return SchemaTable(table.schemas.filter { reachable.contains($0.key.file) })
    }
}

extension ContractLoader {
    /// The stages of a load, in order; see ``lastStage``.
    @_spi(Benchmarks) public enum LoadStage: Int, Comparable, Sendable {
        /// Read, parsed and decoded into the model, `$ref`ed files found.
        case decoded
        /// Also the schema table joined, the validator's schemas compiled, and for an OpenAPI
        /// document its examples checked and its scenarios built.
        case scenariosBuilt
        /// Also linted: a whole load.
        case linted

        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// A requested contract once its load is done: with its findings and, when the load keeps
    /// them, its fixtures' bytes.
    typealias Finished = (
        contract: Contract, diagnostics: [Diagnostic], fixtures: [String: [UInt8]], validator: ShapeValidator?
    )

    /// A file's contract, for an OpenAPI document the examples its scenarios are built from, and
    /// what the linter needs to know beyond the model.
    typealias DecodedFile = (contract: Contract, examples: [String: OpenAPIEndpointExamples]?, notes: DecodeNotes)

    /// One requested file read and decoded ahead of the load's walk over references, with what
    /// the walk would have recorded for it.
    struct EarlyDecode: Sendable {
        var result: DecodedFile?
        /// The files its `$ref`s point into: an OpenAPI document's as its decoder found them,
        /// else a walk over every shape, so done here, side by side.
        var referenced: Set<String> = []
        var diagnostics: [Diagnostic] = []
        var unreadable: [String] = []
    }

    /// Reads and decodes the requested files side by side: most of a load's time, and each file's
    /// is independent of the others'. Files reached only through `$ref`s are decoded later, as
    /// they are found.
    func decodeSideBySide(
        _ requested: [String], _ projects: [String: ProjectFiles], _ settings: [String: ProjectSettings]
    ) -> [String: EarlyDecode] {
        let decoded = requested.concurrentMap { file -> (String, EarlyDecode)? in
            guard let project = projects[file] else { return nil }
            var early = EarlyDecode()
            let formats = settings[project.root]?.formats ?? []
            early.result = decode(
                file, project, true, formats, alone: requested.count == 1, &early.diagnostics, &early.unreadable)
            if let (contract, _, notes) = early.result { early.referenced = notes.referencedFiles ?? contract.referencedFiles() }
            return (file, early)
        }
        return Dictionary(decoded.compactMap { $0 }, uniquingKeysWith: { first, _ in first })
    }
}
