public import TreatyContract

/// `treaty can-i-deploy --client RECORD --live REPORT`: whether one client build works against the
/// API as a live check (`treaty check --report json:…`) saw it, read off the build's usage record.
///
/// Why: before a client release, the question is not whether the contract changed but whether
/// the API as it answers today still serves what this build uses. A live check's drift names the
/// endpoint, status and body member that moved; the record says whether this build calls that
/// endpoint and, when probed, whether it needs or reads that member. The report is read as JSON,
/// its published format (docs/live-checks.md), so this module needs nothing of the live checker.
public enum LiveDeployCheck {
    /// A report that cannot be read: where, and what was expected.
    public struct ReadError: Error, Sendable, CustomStringConvertible {
        /// `check.json: '/samples/3/status' is string; expected a whole number`.
        public let description: String
    }

    /// The one-row matrix of `record` against the live check `report` (the bytes of `path`).
    public static func matrix(record: UsageRecord, report bytes: [UInt8], path: String) throws(ReadError) -> DeployMatrix {
        let root: JSONValue
        do {
            root = try JSONParser().parse(bytes)
        } catch {
            throw ReadError(description: "\(path.visiblyEscaped): the file is not JSON: \(error.description)")
        }
        guard case .object(let top) = root, case .array(let samples)? = top["samples"],
            case .number(let format)? = top["formatVersion"], format.int == 1
        else {
            throw ReadError(
                description:
                    "\(path.visiblyEscaped): not a live check's JSON report of format 1 (treaty check --report json:PATH)")
        }
        let endpoints = Dictionary(record.endpoints.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var breaking: [Change] = []
        var unverified: [String] = []
        var covered = false
        for (index, sample) in samples.enumerated() {
            // Every member this reads is checked, so a report that lost one (a verdict misspelt,
            // findings that are no list) is refused where it is, never read as a sample that passed.
            let at = "/samples/\(index)"
            let fields = try Self.object(sample, at: at, in: path)
            let contract = try Self.text(fields["contract"], at: at + "/contract", in: path)
            let id = try Self.text(fields["endpoint"], at: at + "/endpoint", in: path)
            let verdict = try Self.text(fields["verdict"], at: at + "/verdict", in: path)
            guard Self.verdicts.contains(verdict) else {
                throw ReadError(
                    description: "\(path.visiblyEscaped): '\(at)/verdict' is '\(verdict.visiblyEscaped)'; expected "
                        + "'conforms', 'additive', 'drift' or 'environment'")
            }
            guard contract == record.contract, let usage = endpoints[id] else { continue }
            covered = true
            let status = fields["status"]?.number?.int
            if verdict == "environment" { unverified.append(id) }
            guard verdict == "drift" else { continue }
            guard let findings = fields["findings"]?.array else {
                throw ReadError(description: "\(path.visiblyEscaped): '\(at)/findings' is missing or no array")
            }
            for (position, item) in findings.enumerated() {
                let finding = try Self.object(item, at: "\(at)/findings/\(position)", in: path)
                let classification = try Self.text(
                    finding["classification"], at: "\(at)/findings/\(position)/classification", in: path)
                guard classification == "breaking" else { continue }
                if Self.breaks(finding, usage, status: status) {
                    breaking.append(Self.change(finding, contract: record.contract, endpoint: id, status: status))
                }
            }
        }
        let verdict: DeployMatrix.Verdict
        if !breaking.isEmpty {
            verdict = .breaks
        } else if !unverified.isEmpty {
            verdict = .unknown("the live check could not verify \(Set(unverified).sorted().joined(separator: ", "))")
        } else if !covered {
            verdict = .unknown("the live check sent no sample to an endpoint this build uses")
        } else {
            verdict = .safe
        }
        return DeployMatrix(rows: [
            DeployMatrix.Row(
                appVersion: "this build", contract: record.contract, contractVersion: record.version, verdict: verdict,
                breaking: breaking.sorted())
        ])
    }

    /// A sample's verdicts, as docs/live-checks.md lists them.
    private static let verdicts: Set<String> = ["conforms", "additive", "drift", "environment"]

    private static func object(_ value: JSONValue, at pointer: String, in path: String) throws(ReadError) -> JSONObject {
        guard case .object(let object) = value else {
            throw ReadError(description: "\(path.visiblyEscaped): '\(pointer)' is \(value.typeName); expected an object")
        }
        return object
    }

    private static func text(_ value: JSONValue?, at pointer: String, in path: String) throws(ReadError) -> String {
        guard let value else {
            throw ReadError(description: "\(path.visiblyEscaped): '\(pointer)' is missing; expected a string")
        }
        guard case .string(let text) = value else {
            throw ReadError(description: "\(path.visiblyEscaped): '\(pointer)' is \(value.typeName); expected a string")
        }
        return text
    }

    /// Whether a drift finding touches what the build uses: a response member only when its probe
    /// says it needs it (the member missing) or reads it (anything else); every other drift of an
    /// endpoint it calls (a status, a header, a body that is not JSON) always.
    private static func breaks(_ finding: JSONObject, _ usage: EndpointUsage, status: Int?) -> Bool {
        guard finding["target"]?.string == "response.body", let pointer = finding["pointer"]?.string, !pointer.isEmpty,
            let probe = usage.responses.first(where: { $0.status == status })
        else { return true }
        let member = anyItem(pointer)
        guard probe.probed.contains(member) else { return true }
        if finding["rule"]?.string == "required" { return probe.needs.contains(member) }
        return probe.reads.contains(member) || probe.needs.contains(member)
    }

    /// An instance pointer (`/items/3/title`) as records write members: array indices as `*`.
    static func anyItem(_ pointer: String) -> String {
        pointer.split(separator: "/", omittingEmptySubsequences: false).map { token in
            !token.isEmpty && token.allSatisfy(\.isASCIIDigit) ? "*" : String(token)
        }.joined(separator: "/")
    }

    private static func change(_ finding: JSONObject, contract: String, endpoint: String, status: Int?) -> Change {
        let location = finding["location"]?.string.flatMap(Self.location)
        return Change(
            rule: DiffRule("live-drift", .breaking), subject: finding["message"]?.string,
            pointer: finding["pointer"]?.string ?? "",
            location: location
        )
        .placed(contract: contract, endpoint: endpoint, status: status.map(String.init), target: finding["target"]?.string)
    }

    /// `contracts/x.yaml:46:19` as a location.
    private static func location(_ text: String) -> FileLocation? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else {
            return nil
        }
        return FileLocation(file: parts.dropLast(2).joined(separator: ":"), line: line, column: column)
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

extension JSONValue {
    fileprivate var string: String? {
        guard case .string(let text) = self else { return nil }
        return text
    }

    fileprivate var array: [JSONValue]? {
        guard case .array(let items) = self else { return nil }
        return items
    }

    fileprivate var number: JSONNumber? {
        guard case .number(let number) = self else { return nil }
        return number
    }
}
