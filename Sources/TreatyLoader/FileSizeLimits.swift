import Foundation
import TreatyContract
public import TreatyTooling

/// How large a contract (or OpenAPI document, or `$ref`'d schema file) and a fixture may be.
///
/// A file over its limit is a located `file-too-large` error at its first line and is never read
/// whole: its size is looked up first (``measure``), and a source that cannot tell the size
/// stops the file once its bytes are in. Without limits, a 1 GB fixture took 2 GB of memory.
public struct FileSizeLimits: Sendable {
    /// 16 MiB: a contract or OpenAPI document is text people review; the largest public OpenAPI
    /// documents are a few MiB.
    public static let defaultContractBytes = 16 << 20
    /// 64 MiB: fixtures are recorded responses, sometimes large, still committed to a repository.
    public static let defaultFixtureBytes = 64 << 20

    public var maxContractBytes: Int
    public var maxFixtureBytes: Int
    /// Whether the command offers `--max-contract-size` and `--max-fixture-size` (`treaty diff`
    /// does not): a `file-too-large` hint names the option only then.
    public var raisable = true
    /// A file's size without reading it, or nil when it cannot be told (the bytes read are then
    /// counted). By default, the size of a regular file on disk; a loader reading another
    /// ``FileSource`` (a git revision, memory) sets `{ _ in nil }` or its own measure.
    public var measure: @Sendable (String) -> Int?

    public init(
        maxContractBytes: Int = FileSizeLimits.defaultContractBytes, maxFixtureBytes: Int = FileSizeLimits.defaultFixtureBytes,
        measure: @escaping @Sendable (String) -> Int? = FileSizeLimits.sizeOnDisk
    ) {
        self.maxContractBytes = maxContractBytes
        self.maxFixtureBytes = maxFixtureBytes
        self.measure = measure
    }

    /// The size of the regular file at `path` (symbolic links followed), or nil.
    ///
    /// One `stat` call: every contract is measured before it is read, so this runs before a
    /// command's first byte of parsing, and Foundation's file attributes (owner names, extended
    /// attributes) cost a `treaty lint` of one file a few tenths of a millisecond there.
    public static func sizeOnDisk(_ path: String) -> Int? {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return Int(status.st_size)
    }

    /// `source`, refusing contract files over ``maxContractBytes`` with a ``FileTooLargeError``.
    func contracts(_ source: FileSource) -> FileSource {
        capping(source, at: maxContractBytes, kind: .contract)
    }

    /// `source`, refusing fixture files over ``maxFixtureBytes`` with a ``FileTooLargeError``.
    func fixtures(_ source: FileSource) -> FileSource {
        capping(source, at: maxFixtureBytes, kind: .fixture)
    }

    /// The error for a fixture over its limit, measured or (when its size cannot be told) read.
    func oversizedFixture(_ path: String, in source: FileSource) -> FileTooLargeError? {
        guard let size = measure(path) ?? (try? source.read(path).count), size > maxFixtureBytes else { return nil }
        return FileTooLargeError(path: path, kind: .fixture, size: size, limit: maxFixtureBytes, raisable: raisable)
    }

    /// The error for a `$ref`'d contract file over its limit, measured or (when its size cannot be told) read.
    func oversizedContract(_ path: String, in source: FileSource) -> FileTooLargeError? {
        guard let size = measure(path) ?? (try? source.read(path).count), size > maxContractBytes else { return nil }
        return FileTooLargeError(path: path, kind: .contract, size: size, limit: maxContractBytes, raisable: raisable)
    }

    private func capping(_ source: FileSource, at limit: Int, kind: FileTooLargeError.Kind) -> FileSource {
        let (measure, raisable) = (self.measure, self.raisable)
        return FileSource(
            read: { path in
                if let size = measure(path), size > limit {
                    throw FileTooLargeError(path: path, kind: kind, size: size, limit: limit, raisable: raisable)
                }
                let bytes = try source.read(path)
                guard bytes.count <= limit else {
                    throw FileTooLargeError(path: path, kind: kind, size: bytes.count, limit: limit, raisable: raisable)
                }
                return bytes
            },
            fileExists: source.fileExists, listFolder: source.listFolder, isDisk: source.isDisk)
    }
}

/// A file over its ``FileSizeLimits`` limit; it was not read, or not kept.
public struct FileTooLargeError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        case contract, fixture
    }

    public var path: String
    public var kind: Kind
    public var size: Int
    public var limit: Int
    /// Whether the command has an option that raises the limit (see ``FileSizeLimits/raisable``).
    public var raisable: Bool

    public init(path: String, kind: Kind, size: Int, limit: Int, raisable: Bool = true) {
        self.path = path
        self.kind = kind
        self.size = size
        self.limit = limit
        self.raisable = raisable
    }

    /// `split it into smaller files, or raise the limit with '--max-fixture-size'`.
    public var hint: String {
        raisable
            ? "split it into smaller files, or raise the limit with '--max-\(kind.rawValue)-size'" : "split it into smaller files"
    }

    public var description: String {
        "it is \(size) bytes, over the \(FileTooLargeError.describe(limit)) limit for a \(kind.rawValue)"
    }

    /// `path:1:1: error: [file-too-large] 'big.json' is 70000000 bytes, over the 64 MiB limit for a fixture; it was not read`.
    public var diagnostic: Diagnostic {
        Diagnostic(
            .error, "file-too-large",
            "'\(path)' is \(size) bytes, over the \(FileTooLargeError.describe(limit)) limit for a "
                + "\(kind.rawValue); it was not read",
            at: FileLocation(file: path, line: 1, column: 1),
            hint: hint)
    }

    /// `16 MiB` for whole mebibytes, else the byte count.
    static func describe(_ bytes: Int) -> String {
        bytes > 0 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes)-byte"
    }
}
