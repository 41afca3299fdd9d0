public import TreatyContract
import TreatyTooling

/// Turns the bodies a live check received into fixture candidates (`treaty check --record DIR`):
/// what the API really sends today, scrubbed of secrets and personal data, ready for
/// `treaty fixtures refresh` to put in place of a scenario's fixture.
public struct FixtureRecorder: Sendable {
    /// One candidate file.
    public struct Recording: Sendable, Hashable {
        /// `<endpoint>-<status>-live.json`.
        public var file: String
        /// Canonical JSON, as `treaty fixtures fmt` writes it.
        public var text: String
        /// What a reviewer should know: placeholders that no longer match the shape.
        public var notes: [String]
    }

    /// Values sent as credentials in the run (the plan's redactor), masked wherever they appear.
    public var secrets: [String]

    public init(secrets: [String]) {
        self.secrets = secrets
    }

    /// One recording per endpoint and status (the first sample's), for every sample that
    /// conformed or drifted with a JSON body, in run order.
    public func recordings(_ run: CheckRun, contracts: [Contract]) -> [Recording] {
        var scrubber = FixtureScrubber(secrets: secrets)
        var recordings: [Recording] = []
        var taken: Set<String> = []
        for result in run.results where result.verdict != .environment {
            guard let body = result.recordedBody, let status = result.status else { continue }
            let file = RecordedFixture.fileName(endpoint: result.endpoint, status: status)
            guard taken.insert(file).inserted else { continue }
            let (scrubbed, changed) = scrubber.scrub(body)
            var notes: [String] = []
            if let contract = contracts.first(where: { $0.name == result.contract }),
                let endpoint = contract.endpoints.first(where: { $0.id == result.endpoint }),
                let shape = endpoint.response(for: status)?.body
            {
                let report = ShapeValidator(schemas: contract.schemaTable).validate(scrubbed, against: shape)
                for violation in report.violations where changed.contains(violation.pointer) {
                    notes.append("\(file): the placeholder at '\(violation.pointer)' \(violation.message); edit it by hand")
                }
            }
            recordings.append(Recording(file: file, text: JSONWriter.pretty.write(scrubbed), notes: notes))
        }
        return recordings
    }
}
