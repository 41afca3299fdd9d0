/// Lexical path arithmetic for what a contract file names relative to its own folder: `fixtures:`
/// and cross-file `$ref`s. Relative paths stay relative, so written contracts never carry a
/// machine's absolute paths.
enum ContractPath {
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
        for part in path.split(separator: "/") where part != "." {
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else if part != ".." || !absolute {
                parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// The path that, joined to `folder`, names `target`; nil when there is none (one path is
    /// absolute and the other relative, or `folder` climbs out of a folder whose name is unknown).
    static func relative(from folder: String, to target: String) -> String? {
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
