public import Foundation

/// Runs one `git` command and captures its standard output; standard error is discarded,
/// because callers turn failures into their own messages.
public enum Git {
    /// What a finished `git` command gave back.
    public struct Output: Sendable {
        /// Its exit status: 0 for success.
        public var status: Int32
        /// Everything it printed on standard output.
        public var stdout: Data

        /// The standard output as text, without surrounding white space.
        public var text: String {
            String(decoding: stdout, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }

    /// Runs `git arguments…`; nil when git cannot be started.
    /// - Parameters:
    ///   - directory: where git runs (`git -C`); the current working directory when nil.
    ///   - environment: variables set for this command on top of the process's own, such as
    ///     `GIT_INDEX_FILE` for an index of its own.
    public static func run(_ arguments: [String], in directory: String? = nil, environment: [String: String] = [:])
        -> Output?
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + (directory.map { ["-C", $0] } ?? []) + arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
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
