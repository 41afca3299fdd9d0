import Foundation

/// A `treaty serve` process started from the built binary, with its URL read from the first line
/// of its standard output. Tests talk to it from this process, as a UI test or another platform
/// would from theirs.
final class ServeProcess: @unchecked Sendable {
    // Safety: everything is set once in `init`; the stderr text is behind its box's lock.
    private let process = Process()
    private let stderrText = LockedData()
    private let finished = DispatchSemaphore(value: 0)
    /// The first contract's URL.
    var url: URL { urls[0] }
    /// Every served contract's URL, in the order given.
    let urls: [URL]

    /// Starts `treaty serve` with `arguments` in `directory` and waits (up to 20 s) for the URLs
    /// of its `servers` contracts, one line each.
    init(_ arguments: [String], in directory: URL, servers: Int = 1) throws {
        process.executableURL = TreatyRunner.executable
        process.arguments = ["serve"] + arguments
        process.currentDirectoryURL = directory
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let reader = DispatchQueue(label: "serve-stderr")
        reader.async { [stderrText, finished] in
            stderrText.set(err.fileHandleForReading.readDataToEndOfFile())
            finished.signal()
        }
        let firstLine = DispatchSemaphore(value: 0)
        let line = LineBox()
        DispatchQueue.global().async {
            var bytes = Data()
            while bytes.count(where: { $0 == 10 }) < servers {
                let chunk = out.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                bytes += chunk
            }
            line.text = String(decoding: bytes, as: UTF8.self)
            firstLine.signal()
        }
        let arrived = firstLine.wait(timeout: .now() + 20) == .success
        let addresses = line.text.split(separator: "\n").compactMap {
            $0.split(separator: " ").last.flatMap { URL(string: String($0)) }
        }
        guard arrived, addresses.count == servers else {
            process.terminate()
            throw ServeProcessError(output: line.text)
        }
        urls = addresses
    }

    /// Sends SIGTERM and returns the exit status and everything the server wrote on standard error.
    /// A server still running 10 s later is killed (status 9) and its text says so: a lost signal
    /// fails the test instead of hanging the test run.
    func stop() -> (status: Int32, stderr: String) {
        process.terminate()
        let stopped = finished.wait(timeout: .now() + 10) == .success
        if !stopped {
            kill(process.processIdentifier, SIGKILL)
            _ = finished.wait(timeout: .now() + 5)
        }
        process.waitUntilExit()
        let text = String(decoding: stderrText.get(), as: UTF8.self)
        return (process.terminationStatus, stopped ? text : text + "\n[killed: still running 10 s after SIGTERM]")
    }
}

struct ServeProcessError: Error, CustomStringConvertible {
    var output: String
    var description: String { "treaty serve printed no URL; its output: '\(output)'" }
}

/// The first line of output, handed from the reading queue to the waiting test.
private final class LineBox: @unchecked Sendable {
    // Safety: written before the semaphore is signalled, read after it is waited for.
    var text = ""
}

/// Standard error's bytes, written by the reading queue and read by the test.
private final class LockedData: @unchecked Sendable {
    // Safety: `data` is only touched while `lock` is held.
    private let lock = NSLock()
    private var data = Data()

    func set(_ value: Data) { lock.withLock { data = value } }
    func get() -> Data { lock.withLock { data } }
}
