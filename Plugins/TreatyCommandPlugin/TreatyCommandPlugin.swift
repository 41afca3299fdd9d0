import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory treaty generate [--check]`: runs the
/// `treaty` command line in the package's root folder, so it reads the package's `treaty.yaml`
/// and writes the generated suites where they are committed and reviewed.
///
/// Every argument is handed to `treaty` unchanged (`treaty lint contracts` works too); with no
/// arguments the plugin runs `treaty generate`. The exit code of `treaty` is the plugin's: a
/// stale suite under `--check` fails the `swift package` call, as it fails `treaty` in CI.
@main
struct TreatyCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let treaty = try context.tool(named: "treaty")
        let process = Process()
        process.executableURL = treaty.url
        process.arguments = arguments.isEmpty ? ["generate"] : arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let words = (["treaty"] + (process.arguments ?? [])).joined(separator: " ")
            throw TreatyFailed(description: "'\(words)' exited with code \(process.terminationStatus)")
        }
    }
}

/// `treaty` ended with a non-zero exit code; what it found is already printed above.
struct TreatyFailed: Error, CustomStringConvertible {
    let description: String
}
