import Foundation

/// Keeps a command's outputs off its inputs: a report, a recording or an imported contract that
/// names a file the command reads (a contract, the spec) is a usage error before anything is written.
enum InputGuard {
    /// Throws when `output` is the same file as one of `inputs`: the same path, a link to it or a
    /// hard link (compared by device and inode, so spelling does not matter).
    /// - Parameters:
    ///   - option: how the output was asked for, e.g. `--report json:contracts/a.yaml`.
    ///   - role: what the inputs are, e.g. `the contract`.
    static func refuse(_ output: String, option: String, over inputs: [String], role: String) throws(UsageError) {
        guard let written = identity(output) else { return }
        for input in inputs where identity(input) == written {
            let target = output == input ? "" : " (as '\(output)')"
            throw UsageError(
                "'\(option)' would overwrite \(role) '\(input)'\(target); nothing was written, choose another path")
        }
    }

    /// Throws when `output` would be written inside `folder` (an input folder such as a usage
    /// store, whose files a report must never replace), by its own path or through a link: the
    /// nearest existing folder of `output` is compared by device and inode with `folder` and each
    /// of its parents.
    static func refuse(_ output: String, option: String, inside folder: String, role: String) throws(UsageError) {
        guard let guarded = identity(folder) else { return }
        var current = URL(fileURLWithPath: output).deletingLastPathComponent()
        while identity(current.path) == nil, current.path != "/" { current = current.deletingLastPathComponent() }
        for _ in 0..<256 {
            if identity(current.path) == guarded {
                throw UsageError("'\(option)' is inside \(role) '\(folder)'; nothing was written, choose a path outside it")
            }
            let parent = current.appendingPathComponent("..").standardizedFileURL
            guard parent.path != current.path, let here = identity(current.path), identity(parent.path) != here else { return }
            current = URL(fileURLWithPath: parent.path.isEmpty ? "/" : parent.path)
        }
    }

    /// Device and inode of the file at `path`, following links; nil when there is none.
    private static func identity(_ path: String) -> [UInt64]? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return [UInt64(status.st_dev), UInt64(status.st_ino)]
    }
}
