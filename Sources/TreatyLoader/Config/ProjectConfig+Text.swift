extension ProjectConfig {
    /// The configuration as `treaty.yaml` text, paths relative to the file's folder, with a
    /// comment pointing at the docs; ``ProjectConfigDecoder`` reads it back to the same entries.
    /// `treaty init` writes it. Values are quoted, so any path survives the round trip.
    public var yamlText: String {
        var lines = [
            "# The contracts 'treaty generate' (and 'treaty generate --check') handles with no arguments;",
            "# 'swift package --allow-writing-to-package-directory treaty generate' reads it too.",
            "# Keys per entry: path, out, testing (swift-testing|xctest), access (internal|public), adapterSkeleton.",
            "contracts:",
        ]
        for entry in entries {
            lines.append("  - path: \(Self.quoted(entry.path))")
            lines.append("    out: \(Self.quoted(entry.out))")
            if let testing = entry.testing { lines.append("    testing: \(testing)") }
            if let access = entry.access { lines.append("    access: \(access)") }
            if let skeleton = entry.adapterSkeleton { lines.append("    adapterSkeleton: \(Self.quoted(skeleton))") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A YAML double-quoted scalar.
    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
