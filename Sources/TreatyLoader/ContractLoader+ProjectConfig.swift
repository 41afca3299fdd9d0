import TreatyContract

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
        if files.fileExists(file) {
            let (config, found) = ProjectConfigDecoder(files: files).load(file)
            diagnostics += found
            if let config { settings = ProjectSettings(formats: Set(config.formats), allow: config.allow) }
        }
        cache[root] = settings
        return settings
    }
}
