import Foundation

/// Runs one `git` command and captures its standard output; standard error is discarded,
/// because callers turn failures into their own messages.
enum Git {
    struct Output {
        var status: Int32
        var stdout: Data

        var text: String { String(decoding: stdout, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) }
    }

    /// Runs `git arguments…` in the current working directory; nil when git cannot be started.
    static func run(_ arguments: [String]) -> Output? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return nil
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, stdout: data)
    }
}
