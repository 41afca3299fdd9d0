import TreatyContract

extension Contract {
    /// The files the contract's `$ref`s point into, its own included when it refers to itself:
    /// the files a load reads next, and those whose schemas the contract's table holds.
    ///
    /// A large document holds tens of thousands of shapes, walked in runs side by side; nearly
    /// every `$ref` names the file the one before it named.
    func referencedFiles() -> Set<String> {
        var collected: [Shape] = []
        forEachRootShape { collected.append($0) }
        let roots = collected
        let found = roots.indices.runs(of: 1_024).concurrentMap { run in
            var files: Set<String> = []
            var last: String?
            for root in roots[run] {
                root.forEachShape { shape in
                    guard let file = shape.ref?.file, file != last else { return }
                    files.insert(file)
                    last = file
                }
            }
            return files
        }
        return found.reduce(into: []) { $0.formUnion($1) }
    }
}
