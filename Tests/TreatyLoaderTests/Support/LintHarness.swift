import TreatyContract
import TreatyLoader
import TreatyTooling

/// Loads in-memory files and answers questions about the diagnostics, compactly.
///
/// The project root is the working directory unless a test says otherwise, so contracts under
/// `contracts/` may name `../fixtures`, as in a repository.
struct LintHarness {
    let result: ContractLoader.Result

    init(_ files: [String: String], load paths: [String] = ["contracts/api.yaml"], root: ProjectRoot = .folder(".")) {
        result = ContractLoader(files: .memory(files), root: root).load(paths)
    }

    /// A contract at `contracts/api.yaml` with a minimal valid header and `body` appended.
    init(endpoints body: String, extraFiles: [String: String] = [:]) {
        self.init(["contracts/api.yaml": LintHarness.header + body].merging(extraFiles) { $1 })
    }

    static let header = """
        treaty: 1
        name: Sample
        version: "1.0"
        stubHost: api.sample.test.invalid

        """

    /// `rule@line:column` of every diagnostic, in output order.
    var findings: [String] {
        result.diagnostics.map { "\($0.rule)@\($0.location.line):\($0.location.column)" }
    }

    /// The rendered text of the only diagnostic with `rule`.
    func rendered(_ rule: String) -> String {
        DiagnosticFormat.text.render(result.diagnostics.filter { $0.rule == rule })
    }
}
