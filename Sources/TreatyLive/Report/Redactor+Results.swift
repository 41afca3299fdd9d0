import TreatyContract

// Masking happens where a result is made, on the plain strings, before any output escapes them:
// a Markdown report writes `_` as `\_` and a JSON pointer writes `/` as `~1`, so a secret masked
// only in the finished text survives in its escaped spelling. Every server-supplied string of a
// result (member names in pointers, header names in targets, values, transport messages) goes
// through the run's redactor here; reports, recordings and baselines then only ever see masks.

extension CheckFinding {
    /// This finding with every string a server could have supplied masked by `redactor`.
    func redacted(by redactor: Redactor) -> CheckFinding {
        var finding = self
        finding.target = redactor.scrub(target)
        finding.pointer = redactor.scrub(pointer)
        finding.expected = redactor.scrub(expected)
        finding.actual = redactor.quote(actual)
        return finding
    }
}

extension SampleResult {
    /// This result with every finding, message, request line and recorded member name masked by
    /// `redactor`; the recorded body's values are left to the fixture scrubber, which keeps
    /// their form.
    public func redacted(by redactor: Redactor) -> SampleResult {
        var result = self
        result.request = redactor.scrub(request)
        result.findings = findings.map { $0.redacted(by: redactor) }.sorted(by: SampleResult.order)
        result.environment = environment.map {
            EnvironmentProblem(rule: $0.rule, message: redactor.scrub($0.message))
        }
        result.replay = replay.map(redactor.scrub)
        result.recordedBody = recordedBody.map { redactor.scrubbingKeys(of: $0) }
        return result
    }
}

extension CheckRun {
    /// This run with every result, skipped line and resolved baseline entry masked by `redactor`.
    public func redacted(by redactor: Redactor) -> CheckRun {
        var run = self
        run.results = results.map { $0.redacted(by: redactor) }
        run.skipped = skipped.map(redactor.scrub)
        if var baseline {
            baseline.resolved = baseline.resolved.map { entry in
                var entry = entry
                entry.fingerprint.pointer = redactor.scrub(entry.fingerprint.pointer)
                return entry
            }
            run.baseline = baseline
        }
        return run
    }
}

extension Redactor {
    /// `value` with every member name, at any depth, masked; values are kept.
    func scrubbingKeys(of value: JSONValue) -> JSONValue {
        switch value {
        case .array(let items):
            return .array(items.map { scrubbingKeys(of: $0) })
        case .object(let object):
            return .object(
                JSONObject(
                    members: object.members.map {
                        JSONObject.Member(key: scrub($0.key), value: scrubbingKeys(of: $0.value))
                    }))
        case .string, .number, .bool, .null:
            return value
        }
    }
}
