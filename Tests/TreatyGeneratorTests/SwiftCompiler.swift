import Foundation

/// Runs `swiftc -typecheck` on generated files against the modules this test run was built with.
enum SwiftCompiler {
    struct Result {
        var status: Int32
        var output: String
    }

    /// The products folder SwiftPM built the tests into; its `Modules` folder holds TreatyStubs.
    static var modules: URL {
        let bundle = Bundle.main.bundleURL
        let products = bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle
        return products.appendingPathComponent("Modules")
    }

    /// Waits on a Dispatch thread, not one of Swift concurrency's, so tests beside it keep running.
    static func typeCheck(_ files: [String]) async throws -> Result {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(with: Swift.Result { try blockingTypeCheck(files) }) }
        }
    }

    private static func blockingTypeCheck(_ files: [String]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path, "-module-name", "Hostile"] + files
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: output, as: UTF8.self))
    }
}
