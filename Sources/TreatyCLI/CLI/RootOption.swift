import ArgumentParser
import TreatyLoader

/// `--root DIR`, the project root fixtures and `$ref`'d files must stay inside: declared once for
/// every command that reads contracts or fixtures.
struct RootOption: ParsableArguments {
    @Option(
        name: .customLong("root"),
        help: ArgumentHelp(
            "The project root: fixtures and $ref'd files must stay inside it (default: the folder of treaty.yaml, else the git work tree, else the contract's folder; at a git revision, its work tree).",
            valueName: "dir"),
        completion: .directory)
    var folder: String?

    func validate() throws {
        if let folder, FileSource.local.listFolder(folder) == nil {
            throw UsageError("option '--root' needs a folder; '\(folder)' is not one")
        }
    }

    /// The folder given, or a root found around each contract.
    var projectRoot: ProjectRoot { folder.map { .folder($0) } ?? .discovered }
}
