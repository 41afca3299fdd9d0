import Foundation
import TreatyGenerator

/// Runs `swiftc` on generated files against the modules this test run was built with.
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

    /// `swiftc -typecheck` of `files` as module `moduleName`; `searchPaths` are extra `-I` folders,
    /// such as one holding a module written by ``emitModule(_:named:into:)``.
    static func typeCheck(_ files: [String], moduleName: String = "Hostile", searchPaths: [URL] = []) async throws
        -> Result
    {
        try await run(["-typecheck"] + searchPaths.flatMap { ["-I", $0.path] } + ["-module-name", moduleName] + files)
    }

    /// Writes generated `files` into a new temporary folder, type-checks them together and removes
    /// the folder.
    static func typeCheck(_ files: [GeneratedFile], moduleName: String) async throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("treaty-\(moduleName)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for file in files {
            let url = folder.appendingPathComponent(file.name)
            try Data(file.contents.utf8).write(to: url)
            paths.append(url.path)
        }
        return try await typeCheck(paths, moduleName: moduleName)
    }

    /// Compiles `files` into `folder/<name>.swiftmodule`, so a later type check can import it: a
    /// stand-in for a user's app module.
    static func emitModule(_ files: [String], named name: String, into folder: URL) async throws -> Result {
        let module = folder.appendingPathComponent(name + ".swiftmodule").path
        return try await run(["-emit-module", "-emit-module-path", module, "-module-name", name, "-parse-as-library"] + files)
    }

    /// Waits on a Dispatch thread, not one of Swift concurrency's, so tests beside it keep running.
    private static func run(_ arguments: [String]) async throws -> Result {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(with: Swift.Result { try blockingRun(arguments) }) }
        }
    }

    private static func blockingRun(_ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-swift-version", "6", "-I", modules.path] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: output, as: UTF8.self))
    }
}
