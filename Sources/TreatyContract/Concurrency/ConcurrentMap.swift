import Dispatch

extension Array where Element: Sendable {
    /// `map`, with the elements transformed side by side on the machine's cores; the results
    /// keep the order of the elements.
    ///
    /// For independent, CPU-bound work on a handful to thousands of elements (one contract file
    /// each): a project of ten files loads in about half the time on two cores. `transform` must
    /// not touch shared mutable state; it runs on several threads at once.
    package func concurrentMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        guard count > 1 else { return map(transform) }
        let results = Protected([Result?](repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let result = transform(self[index])
            results.withLock { $0[index] = result }
        }
        return results.withLock { $0.map { $0! } }
    }
}
