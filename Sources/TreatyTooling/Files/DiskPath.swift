#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a path names on disk, read with `lstat` and `stat`: nothing here opens a file. Shared by
/// the confinement of inputs (`ProjectFiles` in TreatyLoader) and of outputs (``OutputPath``).
package enum DiskPath {
    /// The most symbolic links followed while resolving one path, as the kernel's own limit.
    package static let maximumLinks = 40

    /// What is at `path`, following symbolic links; a link that leads nowhere is told apart from
    /// a missing file.
    package static func kind(of path: String) -> FileKind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        guard isLink(info) else { return kind(info) }
        guard stat(path, &info) == 0 else { return errno == ELOOP ? .linkLoop : .danglingLink }
        return kind(info)
    }

    /// Whether `path` itself is a symbolic link.
    package static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && isLink(info)
    }

    /// The absolute path `absolute` leads to with every symbolic link in it resolved, as
    /// `realpath(3)` does, except that a missing part is kept as written instead of failing, so
    /// a link to nowhere still says where it points. Nil for a loop of links.
    package static func resolveLinks(_ absolute: String) -> String? {
        var resolved: [String] = []
        var pending = components(absolute).reversed() as [String]
        var links = 0
        var missing = false
        while let part = pending.popLast() {
            if part == "." { continue }
            if part == ".." {
                if !resolved.isEmpty { resolved.removeLast() }
                continue
            }
            let candidate = "/" + (resolved + [part]).joined(separator: "/")
            var info = stat()
            if missing || lstat(candidate, &info) != 0 {
                // Nothing is there: the rest cannot hold links, so it is read lexically.
                missing = true
                resolved.append(part)
                continue
            }
            if isLink(info) {
                links += 1
                guard links <= maximumLinks, let target = readLink(candidate) else { return nil }
                if target.hasPrefix("/") { resolved = [] }
                pending += components(target).reversed()
                continue
            }
            resolved.append(part)
        }
        return "/" + resolved.joined(separator: "/")
    }

    private static func components(_ path: String) -> [String] {
        path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }

    private static func readLink(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func isLink(_ info: stat) -> Bool {
        info.st_mode & S_IFMT == S_IFLNK
    }

    private static func kind(_ info: stat) -> FileKind {
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .folder
        case S_IFIFO: return .fifo
        case S_IFCHR: return .characterDevice
        case S_IFBLK: return .blockDevice
        case S_IFSOCK: return .socket
        default: return .other
        }
    }
}

/// What a path names: a regular file, nothing, or something Treaty never opens as a contract
/// file or fixture.
public enum FileKind: Sendable, Hashable {
    case regular
    case missing
    case folder
    case fifo
    case characterDevice
    case blockDevice
    case socket
    /// A symbolic link whose target does not exist.
    case danglingLink
    /// Symbolic links that lead back to themselves.
    case linkLoop
    case other

    /// How messages name it: "a folder", "a named pipe (FIFO)".
    public var description: String {
        switch self {
        case .regular: return "a regular file"
        case .missing: return "missing"
        case .folder: return "a folder"
        case .fifo: return "a named pipe (FIFO)"
        case .characterDevice: return "a character device"
        case .blockDevice: return "a block device"
        case .socket: return "a socket"
        case .danglingLink: return "a symbolic link to nothing"
        case .linkLoop: return "a loop of symbolic links"
        case .other: return "a special file"
        }
    }
}
