import TreatyContract
import TreatyTooling
import TreatyYAML

extension DecodeContext {
    /// The path of the fixture `name` in `folder`, or nil after reporting, at `node`, a path
    /// that leaves the project or names something other than a regular file. A missing file is
    /// returned: lint reports it with a "did you mean".
    mutating func fixturePath(_ name: String, in folder: String, at node: YAMLNode) -> String? {
        let what = "fixture '\(name)'"
        switch project.resolve(name, in: folder) {
        case .file(let path), .missing(let path): return path
        case .special(_, let kind): report(.specialFile(what, kind: kind, at: location(node)))
        case .outside(let escape): report(.pathOutsideRoot(what, escape, at: location(node)))
        }
        return nil
    }

    /// `reference` when its file stays inside the project and is a regular file (or missing:
    /// lint reports that); nil after reporting, at the `$ref` value `node`, when it is not.
    /// `written` is the `$ref` text.
    mutating func confined(_ reference: SchemaReference, written: String, at node: YAMLNode) -> SchemaReference? {
        let target = String(written.prefix { $0 != "#" })
        guard !target.isEmpty else { return reference }
        let what = "'$ref' file '\(target)'"
        switch project.resolve(target, in: RelativePath.directory(of: node.documentName ?? file)) {
        case .file, .missing: return reference
        case .special(_, let kind): report(.specialFile(what, kind: kind, at: location(node)))
        case .outside(let escape): report(.pathOutsideRoot(what, escape, at: location(node)))
        }
        return nil
    }
}
