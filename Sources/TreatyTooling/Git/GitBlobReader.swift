public import Foundation
import TreatyContract

/// Reads file contents from git through one long-running `git cat-file --batch`, so loading a
/// revision that touches many files (contracts, `$ref` libraries, fixtures) starts git once, not
/// once per file.
///
/// The batch process starts on the first read and ends when the reader is released (its input
/// closes). Reads are serialised by a mutex, so the reader can back a `Sendable` file source.
public final class GitBlobReader: Sendable {
    /// The running `git cat-file --batch` and its pipes.
    private struct Session {
        let process: Process
        let input: FileHandle
        let output: FileHandle
    }

    private let session = Protected<Session?>(nil)
    private let directory: String?

    /// A reader of the repository around `directory` (`git -C`), or around the current working
    /// directory when nil; git starts on the first read.
    public init(directory: String? = nil) {
        self.directory = directory
    }

    deinit {
        session.withLock { current in
            try? current?.input.close()
            current?.process.waitUntilExit()
        }
    }

    /// The bytes of `object` (`commit:path`, or a blob's id), or nil when git has no such blob or
    /// cannot run.
    public func read(_ object: String) -> Data? {
        session.withLock { current in
            if current == nil { current = Self.start(in: directory) }
            guard let running = current else { return nil }
            running.input.write(Data((object + "\n").utf8))
            let header = Self.line(from: running.output)
            // "<sha> <type> <size>" then the content and a newline; "<object> missing" (or "ambiguous") otherwise.
            let fields = header.split(separator: " ")
            guard fields.count == 3, let size = Int(fields[2]) else {
                if header.isEmpty { current = nil }
                return nil
            }
            let body = Self.bytes(size + 1, from: running.output)
            guard body.count == size + 1 else {
                current = nil
                return nil
            }
            return fields[1] == "blob" ? body.prefix(size) : nil
        }
    }

    private static func start(in directory: String?) -> Session? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + (directory.map { ["-C", $0] } ?? []) + ["cat-file", "--batch"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return nil
        }
        return Session(
            process: process, input: input.fileHandleForWriting, output: output.fileHandleForReading)
    }

    /// One header line, without its newline; empty at end of output.
    private static func line(from handle: FileHandle) -> String {
        var bytes = Data()
        while true {
            let next = handle.readData(ofLength: 1)
            guard let byte = next.first, byte != UInt8(ascii: "\n") else { break }
            bytes.append(byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Exactly `count` bytes, or fewer at end of output (a pipe may deliver them in pieces).
    private static func bytes(_ count: Int, from handle: FileHandle) -> Data {
        var data = Data()
        while data.count < count {
            let chunk = handle.readData(ofLength: count - data.count)
            guard !chunk.isEmpty else { break }
            data.append(chunk)
        }
        return data
    }
}
