import TreatyContract
import TreatyTooling

/// Diagnostics of ``ProjectFiles``: paths that leave the project root, and files that are not
/// regular files. They quote only what the contract wrote, never anything of the target.
extension Diagnostic {
    /// `expected` names what the path should lead to: a file, or a folder (`out` in `treaty.yaml`).
    static func pathOutsideRoot(
        _ what: String, _ escape: ProjectFiles.Escape, expected: String = "a file", at location: FileLocation
    ) -> Diagnostic {
        let how: String
        switch escape {
        case .absolutePath: how = "is an absolute path outside the project root"
        case .parentFolder: how = "leads outside the project root through '..'"
        case .outsideFolder(let folder): how = "is in '\(folder)', outside the project root"
        case .symbolicLink: how = "leads outside the project root through a symbolic link"
        }
        return Diagnostic(
            .error, "path-outside-root", "\(what) \(how); expected \(expected) inside the project", at: location,
            hint:
                "the project root is the folder of 'treaty.yaml', else the git work tree, else the contract's folder; "
                + "\(expected == "a file" ? "move the file" : "keep the path") inside it, or widen the root on purpose with '--root DIR'"
        )
    }

    static func specialFile(_ what: String, kind: FileKind, at location: FileLocation) -> Diagnostic {
        Diagnostic(
            .error, "special-file", "\(what) is \(kind.description); expected a regular file", at: location,
            hint: "Treaty reads only regular files: never folders, pipes or devices, and no link that leads nowhere")
    }
}
