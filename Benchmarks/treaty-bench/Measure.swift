import Foundation

/// Timing helpers for `make bench`: medians of repeated runs, reported as ratios within one run.
enum Measure {
    /// The median wall time of `runs` calls of `body`, in seconds, after one warm-up call.
    static func median(runs: Int = 7, _ body: () -> Void) -> Double {
        body()
        var times: [Double] = []
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return times.sorted()[times.count / 2]
    }

    /// The fastest of `rounds` interleaved runs of each body, in seconds: running the variants in
    /// turn exposes them to the same machine conditions, and the minimum is the steadiest
    /// estimate of CPU-bound work on a shared machine.
    static func interleavedBest(rounds: Int = 15, _ bodies: [() -> Void]) -> [Double] {
        for body in bodies { body() }
        var best = [Double](repeating: .infinity, count: bodies.count)
        for _ in 0..<rounds {
            for (index, body) in bodies.enumerated() {
                let start = DispatchTime.now().uptimeNanoseconds
                body()
                best[index] = min(best[index], Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            }
        }
        return best
    }

    /// The median of `runs` interleaved runs of each body, in seconds, after one warm-up each:
    /// the variants share the machine's conditions, so their ratio is fair on a busy machine.
    static func interleavedMedian(runs: Int = 5, _ bodies: [() -> Void]) -> [Double] {
        for body in bodies { body() }
        var times = [[Double]](repeating: [], count: bodies.count)
        for _ in 0..<runs {
            for (index, body) in bodies.enumerated() {
                let start = DispatchTime.now().uptimeNanoseconds
                body()
                times[index].append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            }
        }
        return times.map { $0.sorted()[$0.count / 2] }
    }

    static func milliseconds(_ seconds: Double) -> String {
        String(format: "%.1f ms", seconds * 1000)
    }

    static func ratio(_ value: Double, _ reference: Double) -> String {
        String(format: "%.2f×", value / reference)
    }
}
