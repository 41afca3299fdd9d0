/// How many shape applications one validation may still make (``ValidationLimits/maxApplications``),
/// and where it stopped when it ran out: the bound that keeps combinators over shared shapes, which
/// multiply the work, from hanging a lint or a live check.
struct ApplicationBudget {
    private(set) var made = 0
    private(set) var limit: Int
    /// The value checked, counted only if the first limit runs out (most runs never need it).
    private var root: JSONValue?
    /// Where the run stopped and why, or nil while it goes on.
    private(set) var stop: (path: InstancePath, location: FileLocation, rule: String, reason: String)?

    init(limit: Int, root: JSONValue?) {
        self.limit = limit
        self.root = root
    }

    var stopped: Bool { stop != nil }

    /// Counts one application; false when none is left. The first time the limit is reached, a
    /// large value raises it to ``ValidationLimits/applicationsPerValue`` per value.
    mutating func spend() -> Bool {
        made += 1
        guard made > limit else { return true }
        if let value = root {
            root = nil
            limit = max(limit, ApplicationBudget.valueCount(value) &* ValidationLimits.applicationsPerValue)
            return made <= limit
        }
        return false
    }

    mutating func stop(at path: InstancePath, _ location: FileLocation, rule: String, reason: String) {
        stop = (path, location, rule, reason)
    }

    /// The values in `value`, itself included, counted without recursion.
    static func valueCount(_ value: JSONValue) -> Int {
        var count = 0
        var pending = [value]
        while let next = pending.popLast() {
            count += 1
            switch next {
            case .array(let items): pending += items
            case .object(let object): pending += object.members.map(\.value)
            case .null, .bool, .number, .string: break
            }
        }
        return count
    }
}

extension ValidationRun {
    /// Counts one shape application; false once the budget is spent or the deadline has passed,
    /// and from then on for every check left, each counted as not verified so that no probe
    /// around it is taken for a pass. The stop itself is reported once, by ``finish()``.
    mutating func spendApplication(_ shape: CompiledShape) -> Bool {
        if applications.stopped {
            unverifiedLog.countSkipped()
            return false
        }
        if applications.spend() {
            // The clock is read once per 1,024 applications: a deadline is about seconds.
            guard applications.made & 1023 == 0, let deadline = limits.deadline, deadline.hasPassed else { return true }
            applications.stop(
                at: path, shape.location, rule: UnverifiedCheck.deadline,
                reason: "the deadline passed before this part was checked")
        } else {
            applications.stop(
                at: path, shape.location, rule: UnverifiedCheck.tooComplex,
                reason:
                    "the shapes needed more than \(applications.limit) checks (combinators that share shapes multiply them); the rest was not checked"
            )
        }
        unverifiedLog.countSkipped()
        return false
    }

    /// Logs where the run stopped, if it did. The log of a probe is put back when its branch is
    /// settled, so the stop is logged here, at the end, where nothing can drop it.
    mutating func finish() {
        guard let stop = applications.stop else { return }
        unverifiedLog.add(at: stop.path, rule: stop.rule, reason: stop.reason, location: stop.location)
    }
}
