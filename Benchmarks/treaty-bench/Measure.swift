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

    static func milliseconds(_ seconds: Double) -> String {
        String(format: "%.1f ms", seconds * 1000)
    }

    static func ratio(_ value: Double, _ reference: Double) -> String {
        String(format: "%.2f×", value / reference)
    }
}
