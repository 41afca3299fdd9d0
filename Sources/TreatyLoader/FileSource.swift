import Foundation
import TreatyTooling

/// How the loader reaches files: the real file system by default, or an in-memory set in tests.
///
/// Paths a contract names never reach a file source directly: they go through ``ProjectFiles``,
/// which keeps them inside the project root.
public struct FileSource: Sendable {
    /// The file's bytes, or an error whose description says why it could not be read.
    public var read: @Sendable (String) throws -> [UInt8]
    /// Whether a regular file exists at the path.
    public var fileExists: @Sendable (String) -> Bool
    /// The names of the entries of a folder, or nil when the path is not a folder.
    public var listFolder: @Sendable (String) -> [String]?
    /// Whether paths name files on this machine's disk, where symbolic links and special files
    /// exist: ``ProjectFiles`` then inspects them with `lstat` and `stat`. In-memory and git
    /// sources are checked lexically.
    public var isDisk: Bool

    public init(
        read: @escaping @Sendable (String) throws -> [UInt8], fileExists: @escaping @Sendable (String) -> Bool,
        listFolder: @escaping @Sendable (String) -> [String]?, isDisk: Bool = false
    ) {
        self.read = read
        self.fileExists = fileExists
        self.listFolder = listFolder
        self.isDisk = isDisk
    }

    /// The process's file system, paths relative to the working directory. Only regular files are
    /// read: a pipe, a device or a folder is refused before it is opened.
    public static let local = FileSource(
        read: { path in try DiskFile.bytes(at: path) },
        fileExists: { path in DiskPath.kind(of: path) == .regular },
        listFolder: { path in
            guard DiskPath.kind(of: path) == .folder else { return nil }
            return try? FileManager.default.contentsOfDirectory(atPath: path)
        },
        isDisk: true)

    /// An in-memory file set, for tests: paths map to contents.
    public static func memory(_ files: [String: String]) -> FileSource {
        FileSource(
            read: { path in
                guard let text = files[path] else { throw FileSourceError(reason: "no such file") }
                return Array(text.utf8)
            },
            fileExists: { files[$0] != nil },
            listFolder: { folder in
                let prefix = folder.hasSuffix("/") ? folder : folder + "/"
                let names = files.keys.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
                    .filter { !$0.contains("/") }
                return names.isEmpty ? nil : names
            })
    }
}

/// Why a file could not be read.
public struct FileSourceError: Error, CustomStringConvertible {
    public var reason: String
    public var description: String { reason }
}
