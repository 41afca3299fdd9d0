import Dispatch

/// When a validation must stop (``ValidationLimits/deadline``), on the monotonic clock.
///
/// Dispatch's uptime, not `ContinuousClock`, which needs macOS 13 / iOS 16, newer than the
/// runtime's deployment targets; and a value type of its own so ``ValidationLimits`` stays `Hashable`.
public struct ValidationDeadline: Sendable, Hashable, Comparable {
    /// The monotonic instant, in nanoseconds since boot (`DispatchTime.uptimeNanoseconds`).
    public var uptimeNanoseconds: UInt64

    /// The deadline at `uptimeNanoseconds`.
    public init(uptimeNanoseconds: UInt64) {
        self.uptimeNanoseconds = uptimeNanoseconds
    }

    /// The deadline `seconds` from now.
    public static func after(seconds: Double) -> ValidationDeadline {
        let now = DispatchTime.now().uptimeNanoseconds
        return ValidationDeadline(uptimeNanoseconds: now &+ UInt64(max(0, seconds) * 1_000_000_000))
    }

    /// Whether the deadline is now or past.
    public var hasPassed: Bool { DispatchTime.now().uptimeNanoseconds >= uptimeNanoseconds }

    public static func < (lhs: ValidationDeadline, rhs: ValidationDeadline) -> Bool {
        lhs.uptimeNanoseconds < rhs.uptimeNanoseconds
    }
}
