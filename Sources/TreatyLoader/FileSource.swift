import Foundation

/// How the loader reaches files: the real file system by default, or an in-memory set in tests.
public struct FileSource: Sendable {
    /// The file's bytes, or an error whose description says why it could not be read.
    public var read: @Sendable (String) throws -> [UInt8]
    /// Whether a regular file exists at the path.
    public var fileExists: @Sendable (String) -> Bool
    /// The names of the entries of a folder, or nil when the path is not a folder.
    public var listFolder: @Sendable (String) -> [String]?

    public init(
        read: @escaping @Sendable (String) throws -> [UInt8], fileExists: @escaping @Sendable (String) -> Bool,
        listFolder: @escaping @Sendable (String) -> [String]?
    ) {
        self.read = read
        self.fileExists = fileExists
        self.listFolder = listFolder
    }

    /// The process's file system, paths relative to the working directory.
    public static let local = FileSource(
        read: { path in
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw FileSourceError(reason: "no such file")
            }
            guard !isFolder.boolValue else { throw FileSourceError(reason: "it is a folder") }
            guard let data = FileManager.default.contents(atPath: path) else {
                throw FileSourceError(reason: "permission denied or unreadable")
            }
            return [UInt8](data)
        },
        fileExists: { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
        },
        listFolder: { path in
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { return nil }
            return try? FileManager.default.contentsOfDirectory(atPath: path)
        })

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
