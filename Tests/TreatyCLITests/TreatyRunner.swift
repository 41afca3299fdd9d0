import Foundation

/// Runs the built `treaty` binary in a working directory and captures what it prints.
struct TreatyRunner {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The `treaty` executable beside the test bundle (SwiftPM builds both into one products folder).
    static var executable: URL {
        let products = Bundle.main.bundleURL.deletingLastPathComponent()
        let beside = Bundle.main.bundleURL.pathExtension == "xctest" ? products : Bundle.main.bundleURL
        return beside.appendingPathComponent("treaty")
    }

    static func run(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
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
