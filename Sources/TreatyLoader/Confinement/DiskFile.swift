import TreatyTooling

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads regular files only: the file type is checked before opening, so a named pipe (which
/// would block) or a device such as `/dev/zero` (which never ends) is never opened.
enum DiskFile {
    static func bytes(at path: String) throws(FileSourceError) -> [UInt8] {
        let kind = DiskPath.kind(of: path)
        switch kind {
        case .regular: break
        case .missing: throw FileSourceError(reason: "no such file")
        default: throw FileSourceError(reason: "it is \(kind.description), not a regular file")
        }
        // Non-blocking, and checked again once open, in case the file was swapped in between.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileSourceError(reason: "permission denied or unreadable") }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw FileSourceError(reason: "it is not a regular file")
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw FileSourceError(reason: "permission denied or unreadable") }
            if count == 0 { return bytes }
            bytes += chunk[..<count]
        }
    }
}
