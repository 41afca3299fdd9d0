import TreatyContract

extension Contract {
    /// The contract with only the named schemas of its own file that its endpoints and default
    /// headers reach, through `$ref`s and discriminator mappings, one schema leading to the next.
    ///
    /// An import narrowed by `--tag`, `--path` or `--operation` writes what its operations use: a
    /// description in many files names every schema file it refers to, so importing a few of
    /// DigitalOcean's 659 operations otherwise wrote the schemas of all of them.
    func keepingReachableSchemas() -> Contract {
        var roots = self
        roots.namedSchemas = []
        var reached: Set<String> = []
        var pending: [String] = []
        func collect(_ shape: Shape) {
            shape.forEachShape { shape in
                var references = shape.discriminator?.mapping.map(\.reference) ?? []
                if let ref = shape.ref { references.append(ref) }
                for reference in references where reference.file == file && reached.insert(reference.name).inserted {
                    pending.append(reference.name)
                }
            }
        }
        roots.forEachRootShape(collect)
        let byName = Dictionary(namedSchemas.map { ($0.name, $0.shape) }) { first, _ in first }
        while let name = pending.popLast() {
            if let shape = byName[name] { collect(shape) }
        }
        var result = self
        result.namedSchemas = namedSchemas.filter { reached.contains($0.name) }
        return result
    }
}
