import Foundation
import TreatyCLI

/// Runs a `treaty` command line in this process through ``TreatyCLI/run(_:console:)`` and
/// captures what it prints: parsing, help and exit codes are tested without starting a binary.
enum InProcess {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// What a run printed, in order per stream; written from the command's threads.
    private final class Capture: @unchecked Sendable {
        // Safety: `out` and `err` are only touched while `lock` is held.
        private let lock = NSLock()
        private var out = ""
        private var err = ""

        func write(out text: String) { lock.withLock { out += text } }
        func write(error text: String) { lock.withLock { err += text } }
        var texts: (String, String) { lock.withLock { (out, err) } }
    }

    static func run(_ arguments: [String]) async -> Output {
        let capture = Capture()
        let console = Console(out: { capture.write(out: $0) }, error: { capture.write(error: $0) })
        let status = await TreatyCLI.run(arguments, console: console)
        let (out, err) = capture.texts
        return Output(status: status, stdout: out, stderr: err)
    }
}
