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

    /// `map`, in consecutive runs of `size` elements transformed side by side, the results in
    /// order: for many small elements (the named schemas of a large document), where one task
    /// each would cost more in hand-offs than the work. Fewer than two runs' worth are mapped in place.
    package func concurrentMap<Result: Sendable>(runsOf size: Int, _ transform: @Sendable (Element) -> Result) -> [Result] {
        guard count > size else { return map(transform) }
        return indices.runs(of: size).concurrentMap { run in self[run].map(transform) }.flatMap { $0 }
    }
}

/// `first` and `second`, two independent pieces of CPU-bound work with results of different
/// types, run side by side; for one step of a stage that can overlap with another. Neither may
/// touch shared mutable state.
package func bothSideBySide<First: Sendable, Second: Sendable>(
    _ first: @Sendable () -> First, _ second: @Sendable () -> Second
) -> (First, Second) {
    let results = Protected<(First?, Second?)>((nil, nil))
    DispatchQueue.concurrentPerform(iterations: 2) { index in
        if index == 0 {
            let value = first()
            results.withLock { $0.0 = value }
        } else {
            let value = second()
            results.withLock { $0.1 = value }
        }
    }
    return results.withLock { ($0.0!, $0.1!) }
}

extension Range<Int> {
    /// The range cut into consecutive runs of `size` (the last one shorter): the parts of a large
    /// input that are worked on side by side, each with state of its own.
    package func runs(of size: Int) -> [Range<Int>] {
        let step = Swift.max(size, 1)
        return stride(from: lowerBound, to: upperBound, by: step).map { $0..<Swift.min($0 + step, upperBound) }
    }
}
