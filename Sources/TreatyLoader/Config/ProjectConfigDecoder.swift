import TreatyContract
public import TreatyTooling
import TreatyYAML

/// Reads `treaty.yaml` into a ``ProjectConfig``, reporting every mistake as a located
/// diagnostic: unknown keys with a "did you mean", wrong types, missing keys and values outside
/// the accepted words, all in the loader's own wording (docs/adopting.md lists the keys).
public struct ProjectConfigDecoder: Sendable {
    /// Where `treaty.yaml` is read from: the disk, or memory in tests.
    public var files: FileSource
    /// The project root the entries' `path`, `out` and `adapterSkeleton` must stay inside; nil
    /// for the folder of `treaty.yaml` itself.
    public var root: String?

    /// A decoder reading through `files`. `root` widens the project root, as `--root` does.
    public init(files: FileSource = .local, root: String? = nil) {
        self.files = files
        self.root = root
    }

    /// The configuration in `file` and what is wrong with it; nil when it cannot be read or
    /// parsed. An empty file is an empty configuration.
    public func load(_ file: String) -> (config: ProjectConfig?, diagnostics: [Diagnostic]) {
        let bytes: [UInt8]
        do {
            bytes = try files.read(file)
        } catch {
            return (nil, [.unreadableFile(file, reason: "\(error)")])
        }
        let root: YAMLNode?
        do {
            root = try YAMLReader().read(bytes)
        } catch {
            return (nil, [error.diagnostic(in: file)])
        }
        guard let root, root.scalar?.resolved != .null else { return (ProjectConfig(), []) }
        var context = DecodeContext(file: file)
        let config = decode(root, folder: RelativePath.directory(of: file), &context)
        return (context.diagnostics.hasErrors ? nil : config, context.diagnostics.sorted())
    }

    private func decode(_ root: YAMLNode, folder: String, _ context: inout DecodeContext) -> ProjectConfig {
        guard let pairs = context.mapping(root, "treaty.yaml", allowed: ProjectConfig.topKeys) else {
            return ProjectConfig()
        }
        func strings(_ key: String) -> [String] {
            guard let node = pairs.first(where: { $0.keyText == key })?.value,
                let items = context.sequence(node, "'\(key)'")
            else { return [] }
            return items.compactMap { context.string($0, "a '\(key)' entry") }
        }
        var config = ProjectConfig(formats: strings("formats"), allow: strings("allow"))
        if let list = pairs.first(where: { $0.keyText == "contracts" })?.value,
            let items = context.sequence(list, "'contracts'")
        {
            // The files entries name stay inside the project; one resolver serves every entry.
            let project = ProjectFiles(root: self.root ?? folder, source: files)
            config.entries = items.compactMap { entry($0, folder: folder, project: project, &context) }
        }
        return config
    }

    private func entry(
        _ node: YAMLNode, folder: String, project: ProjectFiles, _ context: inout DecodeContext
    ) -> ProjectConfig.Entry? {
        let what = "a contract entry"
        guard let pairs = context.mapping(node, what, allowed: ProjectConfig.entryKeys) else { return nil }
        context.requireKeys(
            ["path", "out"], in: pairs, allowed: ProjectConfig.entryKeys, what: what, at: context.location(node))
        var values: [String: String] = [:]
        var variants = VariantSettings()
        for pair in pairs {
            if pair.keyText == "variants" {
                variants = variantSettings(pair.value, &context)
                continue
            }
            guard let key = pair.keyText, ProjectConfig.entryKeys.contains(key),
                let text = context.string(pair.value, "'\(key)'")
            else { continue }
            let accepted = key == "testing" ? ProjectConfig.testingValues : key == "access" ? ProjectConfig.accessValues : nil
            if let accepted, !accepted.contains(text) {
                let expected = "one of " + accepted.map { "'\($0)'" }.joined(separator: ", ")
                let hint = Suggestion.closest(to: text, among: accepted).map { "did you mean '\($0)'?" }
                context.report(
                    .invalidValue("'\(key)'", found: text, expected: expected, at: context.location(pair.value), hint: hint))
                continue
            }
            if accepted == nil {
                // `treaty.yaml` arrives in pull requests like contracts: the files it names, read
                // or written, stay inside the project as a contract's fixtures do.
                if case .outside(let escape) = project.resolve(text, in: folder) {
                    let expected = key == "out" ? "a folder" : key == "path" ? "a contract file or folder" : "a file"
                    context.report(
                        .pathOutsideRoot("'\(key)' '\(text)'", escape, expected: expected, at: context.location(pair.value)))
                    continue
                }
                values[key] = RelativePath.join(folder, text)
            } else {
                values[key] = text
            }
        }
        guard let path = values["path"], let out = values["out"] else { return nil }
        return ProjectConfig.Entry(
            path: path, out: out, testing: values["testing"], access: values["access"],
            adapterSkeleton: values["adapterSkeleton"], variants: variants, location: context.location(node))
    }

    /// An entry's `variants:`: `off:` a list of kind words, `knownIssues:` reasons by case name.
    private func variantSettings(_ node: YAMLNode, _ context: inout DecodeContext) -> VariantSettings {
        var settings = VariantSettings()
        guard let pairs = context.mapping(node, "'variants'", allowed: ProjectConfig.variantKeys) else { return settings }
        let words = ResponseVariant.Kind.allCases.map(\.rawValue)
        if let list = pairs.first(where: { $0.keyText == "off" })?.value, let items = context.sequence(list, "'off'") {
            for item in items {
                guard let word = context.string(item, "an 'off' entry") else { continue }
                guard let kind = ResponseVariant.Kind(rawValue: word) else {
                    let hint = Suggestion.closest(to: word, among: words).map { "did you mean '\($0)'?" }
                    context.report(
                        .invalidValue(
                            "an 'off' entry", found: word, expected: "one of " + words.map { "'\($0)'" }.joined(separator: ", "),
                            at: context.location(item), hint: hint))
                    continue
                }
                settings.off.insert(kind)
            }
        }
        if let known = pairs.first(where: { $0.keyText == "knownIssues" })?.value,
            let entries = context.mapping(known, "'knownIssues'", allowed: nil)
        {
            for entry in entries {
                guard let name = entry.keyText, let reason = context.string(entry.value, "a known issue's reason") else {
                    continue
                }
                settings.knownIssues[name] = reason
            }
        }
        return settings
    }
}
