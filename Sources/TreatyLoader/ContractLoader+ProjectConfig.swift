import TreatyContract
import TreatyTooling

extension ContractLoader {
    /// What the `treaty.yaml` at a project root says that changes how contracts load: its
    /// declared `formats` and its secret-scan `allow` list.
    struct ProjectSettings {
        var formats: Set<String> = []
        var allow: [String] = []
    }

    /// The settings of the project at `root`, read once per root and load; a root without
    /// `treaty.yaml` has none. Mistakes in the file are reported with its own locations, and a
    /// file with errors contributes nothing (the errors say why).
    func projectSettings(
        root: String, cache: inout [String: ProjectSettings], diagnostics: inout [Diagnostic]
    ) -> ProjectSettings {
        if let known = cache[root] { return known }
        var settings = ProjectSettings()
        let file = RelativePath.join(root, ProjectConfig.fileName)
        let at = FileLocation(file: file, line: 1, column: 1)
        // Read like a fixture: a `treaty.yaml` arriving in a pull request as a link out of the
        // project, or as a pipe, is refused unopened, never parsed into a message.
        switch ProjectFiles(root: root, source: files).resolve(file) {
        case .file:
            let (config, found) = ProjectConfigDecoder(files: files, root: root).load(file)
            diagnostics += found
            if let config { settings = ProjectSettings(formats: Set(config.formats), allow: config.allow) }
        case .missing: break
        case .special(_, let kind): diagnostics.append(.specialFile("'\(ProjectConfig.fileName)'", kind: kind, at: at))
        case .outside(let escape): diagnostics.append(.pathOutsideRoot("'\(ProjectConfig.fileName)'", escape, at: at))
        }
        cache[root] = settings
        return settings
    }
}
