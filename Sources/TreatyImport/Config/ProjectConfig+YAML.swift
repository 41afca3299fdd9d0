import TreatyContract
public import TreatyTooling

extension ProjectConfig {
    /// The configuration as `treaty.yaml` text, paths relative to the file's folder, with a
    /// comment pointing at the docs; the loader's `ProjectConfigDecoder` reads it back to the same
    /// entries. `treaty init` writes it. Strings go through ``YAMLScalarText``, the one YAML escaper.
    public var yamlText: String {
        var lines = [
            "# The contracts 'treaty generate' (and 'treaty generate --check') handles with no arguments;",
            "# 'swift package --allow-writing-to-package-directory treaty generate' reads it too.",
            "# Keys per entry: path, out, testing (swift-testing|xctest), access (internal|public), adapterSkeleton.",
            "contracts:",
        ]
        for entry in entries {
            lines.append("  - path: \(YAMLScalarText.escape(entry.path, in: .block))")
            lines.append("    out: \(YAMLScalarText.escape(entry.out, in: .block))")
            if let testing = entry.testing { lines.append("    testing: \(testing)") }
            if let access = entry.access { lines.append("    access: \(access)") }
            if let skeleton = entry.adapterSkeleton {
                lines.append("    adapterSkeleton: \(YAMLScalarText.escape(skeleton, in: .block))")
            }
        }
        for (key, values) in [("formats", formats), ("allow", allow)] where !values.isEmpty {
            lines.append("\(key):")
            lines += values.map { "  - \(YAMLScalarText.escape($0, in: .block))" }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
