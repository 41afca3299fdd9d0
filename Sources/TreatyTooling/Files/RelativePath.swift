/// Lexical path arithmetic that keeps relative paths relative, so diagnostics, generated files and
/// written contracts never mention a machine's absolute paths. Shared by the loader (what a
/// contract names, confinement) and the importer (where written contracts point).
public enum RelativePath {
    /// The folder part of `path` (`""` for a bare file name).
    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `base/relative`, normalised; an absolute `relative` wins.
    public static func join(_ base: String, _ relative: String) -> String {
        if relative.hasPrefix("/") || base.isEmpty { return normalise(relative) }
        return normalise(base + "/" + relative)
    }

    /// Removes `.` segments, folds `name/..`, and collapses repeated slashes.
    public static func normalise(_ path: String) -> String {
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
    public static func absolute(_ path: String, base: String) -> String {
        normalise(path.hasPrefix("/") ? path : base + "/" + path)
    }

    /// The absolute `path` written relative to the absolute folder `base` (`..` where needed).
    public static func relative(_ path: String, to base: String) -> String {
        let target = path.split(separator: "/")
        let from = base.split(separator: "/")
        var common = 0
        while common < target.count, common < from.count, target[common] == from[common] { common += 1 }
        let parts = Array(repeating: "..", count: from.count - common) + target[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// Whether the absolute, normalised `path` is `folder` or lies below it.
    public static func isInside(_ path: String, _ folder: String) -> Bool {
        folder == "/" || path == folder || path.hasPrefix(folder + "/")
    }
}

extension RelativePath {
    /// The path that, joined to `folder`, names `target`; nil when there is none (one path is
    /// absolute and the other relative, or `folder` climbs out of a folder whose name is unknown).
    public static func path(from folder: String, to target: String) -> String? {
        guard folder.hasPrefix("/") == target.hasPrefix("/") else { return nil }
        let from = components(folder)
        let to = components(target)
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        let climbs = from[common...]
        guard !climbs.contains("..") else { return nil }
        let parts = Array(repeating: "..", count: climbs.count) + to[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    private static func components(_ path: String) -> [String] {
        normalise(path).split(separator: "/").map(String.init).filter { $0 != "." }
    }
}
