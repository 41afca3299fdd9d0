import Foundation

/// Runs the built `treaty` binary in a working directory and captures what it prints.
struct TreatyRunner {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
        /// False when the process died of a signal (a crash) rather than exiting.
        var exitedNormally = true
        /// True when the process was killed for running past its timeout.
        var timedOut = false
    }

    /// The `treaty` executable beside the test bundle (SwiftPM builds both into one products folder).
    static var executable: URL {
        let products = Bundle.main.bundleURL.deletingLastPathComponent()
        let beside = Bundle.main.bundleURL.pathExtension == "xctest" ? products : Bundle.main.bundleURL
        return beside.appendingPathComponent("treaty")
    }

    /// Runs `treaty` with `arguments`; past `timeout` seconds the process is killed and reported as
    /// timed out. Every run has a bound, so a command that hangs fails its test instead of the
    /// whole test run waiting forever.
    /// It waits on a Dispatch thread (``onDispatchThread(_:)``).
    /// - Parameter standardOutput: a file opened for writing as the process's standard output (such
    ///   as `/dev/full`, to see what a full disk does) in place of a pipe; ``Output/stdout`` is then empty.
    static func run(
        _ arguments: [String], in directory: URL, environment: [String: String] = [:], timeout: Double = 180,
        standardOutput: String? = nil
    ) async throws -> Output {
        try await onDispatchThread {
            try blocking(
                arguments, in: directory, environment: environment, timeout: timeout, standardOutput: standardOutput)
        }
    }

    private static func blocking(
        _ arguments: [String], in directory: URL, environment: [String: String] = [:], timeout: Double,
        standardOutput: String?
    ) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe()
        let err = Pipe()
        let file = try standardOutput.map { path in
            guard let handle = FileHandle(forWritingAtPath: path) else { throw CocoaError(.fileWriteNoPermission) }
            return handle
        }
        process.standardOutput = file ?? out
        process.standardError = err
        try process.run()
        let killed = Killed()
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { [process] in
            if process.isRunning {
                killed.mark()
                kill(process.processIdentifier, SIGKILL)
            }
        }
        let stderrReader = DispatchQueue(label: "stderr")
        let stderrBox = DataBox()
        let group = DispatchGroup()
        stderrReader.async(group: group) { stderrBox.data = err.fileHandleForReading.readDataToEndOfFile() }
        if file != nil { try out.fileHandleForWriting.close() }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        let stderr = stderrBox.data
        process.waitUntilExit()
        try file?.close()
        return Output(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self), exitedNormally: process.terminationReason == .exit,
            timedOut: killed.value)
    }

    /// A fresh temporary folder holding `files` (relative path → contents).
    static func folder(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("treaty-cli-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return root
    }
}

/// A flag set from the timeout's queue and read after the process ended.
private final class Killed: @unchecked Sendable {
    private let lock = NSLock()
    private var flag = false

    func mark() { lock.withLock { flag = true } }
    var value: Bool { lock.withLock { flag } }
}

/// Standard error, read on another queue while standard output is read here (so neither pipe fills).
private final class DataBox: @unchecked Sendable {
    var data = Data()
}
