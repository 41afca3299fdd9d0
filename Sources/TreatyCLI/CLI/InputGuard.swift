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

    /// Device and inode of the file at `path`, following links; nil when there is none.
    private static func identity(_ path: String) -> [UInt64]? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return [UInt64(status.st_dev), UInt64(status.st_ino)]
    }
}
