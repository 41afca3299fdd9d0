/// Lexical path arithmetic that keeps relative paths relative, so diagnostics and generated
/// files never mention a machine's absolute paths.
enum RelativePath {
    /// The folder part of `path` (`""` for a bare file name).
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `base/relative`, normalised; an absolute `relative` wins.
    static func join(_ base: String, _ relative: String) -> String {
        if relative.hasPrefix("/") || base.isEmpty { return normalise(relative) }
        return normalise(base + "/" + relative)
    }

    /// Removes `.` segments, folds `name/..`, and collapses repeated slashes.
    static func normalise(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else if part == "..", absolute {
                continue
            } else {
                parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }
}

extension RelativePath {
    /// `path` made absolute against `base` (an absolute folder), normalised.
    static func absolute(_ path: String, base: String) -> String {
        normalise(path.hasPrefix("/") ? path : base + "/" + path)
    }

    /// The absolute `path` written relative to the absolute folder `base` (`..` where needed).
    static func relative(_ path: String, to base: String) -> String {
        let target = path.split(separator: "/")
        let from = base.split(separator: "/")
        var common = 0
        while common < target.count, common < from.count, target[common] == from[common] { common += 1 }
        let parts = Array(repeating: "..", count: from.count - common) + target[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// Whether the absolute, normalised `path` is `folder` or lies below it.
    static func isInside(_ path: String, _ folder: String) -> Bool {
        folder == "/" || path == folder || path.hasPrefix(folder + "/")
    }
}
