import Foundation
import TreatyContract

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keeps a suite's usage record (``UsageRecord``) current in the file `TREATY_USAGE_RECORD`
/// names: after each scenario run, what the client sent is added to what the file holds, under a
/// lock, and the file is replaced whole. So test processes running side by side (XCTest's
/// `--parallel`) add up, and a run stopped half-way leaves a valid record of what ran.
///
/// Only names the contract declares are recorded, read off the requests the stubs saw: a query
/// parameter, header or body member the contract does not declare is left out, so nothing the
/// client holds (a token in a header's value, or in a name it made up) reaches the file. Probed
/// response members are pointers into the body the contract serves, never into what the client sent.
final class UsageRecorder: Sendable {
    let path: String
    private let contract: Contract
    private let meaning: InputMeaning

    init(path: String, contract: Contract) {
        self.path = path
        self.contract = contract
        meaning = InputMeaning(schemas: contract.schemaTable)
    }

    /// Adds one run, with what probing its response measured (see `ContractSuite.probe`); nil
    /// when the file was written, else why it could not be.
    func note(
        _ endpoint: Endpoint, _ scenario: Scenario, requests: [RecordedRequest], outcome: ClientOutcome,
        response: ResponseUsage? = nil
    ) -> String? {
        var usage = EndpointUsage(id: endpoint.id, method: endpoint.method, path: endpoint.path.raw)
        for request in requests {
            usage = usage.merged(with: names(in: request, endpoint))
        }
        usage.scenarios = [ScenarioUsage(name: scenario.name, status: Self.status(of: scenario), outcome: Self.text(outcome))]
        usage.responses = response.map { [$0] } ?? []
        let record = UsageRecord(contract: contract.name, version: contract.version, endpoints: [usage])
        return write(record)
    }

    /// The declared names `request` carries.
    private func names(in request: RecordedRequest, _ endpoint: Endpoint) -> EndpointUsage {
        var usage = EndpointUsage(id: endpoint.id, method: endpoint.method, path: endpoint.path.raw)
        let items = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        usage.query = endpoint.request.query.filter { parameter in
            items.contains { RequestVerifier.item($0.name, belongsTo: parameter.name, style: parameter.querySerialization.style) }
        }
        .map(\.name).sorted()
        let own = endpoint.request.headers
        let declared = contract.defaultHeaders.filter { base in !own.contains { $0.matches(base.name) } } + own
        usage.headers = Array(Set(declared.filter { request.header($0.name) != nil }.map(\.name))).sorted()
        if let body = request.body, let shape = endpoint.request.body, let value = try? JSONParser().parse([UInt8](body)) {
            var pointers: Set<String> = []
            collect(value, shape: shape, at: "", into: &pointers, depth: 0)
            usage.body = pointers.sorted()
        }
        return usage
    }

    /// The pointers of `value`'s members that `shape` declares, nested ones too; array items as `*`.
    private func collect(_ value: JSONValue, shape: Shape?, at pointer: String, into pointers: inout Set<String>, depth: Int) {
        guard depth < 32, let shape = shape.map(meaning.resolved) else { return }
        switch value {
        case .object(let object):
            for member in object.members {
                guard let declared = shape.properties.first(where: { $0.name == member.key }) else { continue }
                let path = pointer + "/" + JSONPointer.escape(member.key)
                pointers.insert(path)
                collect(member.value, shape: declared.shape, at: path, into: &pointers, depth: depth + 1)
            }
        case .array(let items):
            for item in items { collect(item, shape: shape.items, at: pointer + "/*", into: &pointers, depth: depth + 1) }
        default:
            break
        }
    }

    private static func status(of scenario: Scenario) -> Int? {
        guard case .response(let response) = scenario.outcome else { return nil }
        return response.status
    }

    /// The outcome's kind: never the classifier's text, which may quote what a server sent.
    private static func text(_ outcome: ClientOutcome) -> String {
        switch outcome {
        case .success: return "success"
        case .http(let status, _): return "http \(status)"
        case .decoding: return "decoding"
        case .transport(let code): return "transport" + (code.map { " " + TransportCodes.name(of: $0) } ?? "")
        case .unclassified: return "unclassified"
        }
    }

    /// `record` added to the file's, under an exclusive lock on `<path>.lock`, written to a
    /// temporary file and moved over the record.
    private func write(_ record: UsageRecord) -> String? {
        let lock = open(path + ".lock", O_CREAT | O_RDWR, 0o644)
        guard lock >= 0 else { return "usage record '\(path)': cannot open its lock file (\(String(cString: strerror(errno))))" }
        defer { close(lock) }
        guard flock(lock, LOCK_EX) == 0 else { return "usage record '\(path)': cannot lock it" }
        defer { flock(lock, LOCK_UN) }
        var merged = record
        if let data = FileManager.default.contents(atPath: path), !data.isEmpty {
            do {
                let existing = try UsageRecord(json: [UInt8](data))
                guard existing.contract == record.contract, existing.version == record.version else {
                    return "usage record '\(path)' holds \(existing.contract.visiblyEscaped) \(existing.version.visiblyEscaped), "
                        + "not \(record.contract) \(record.version); give each suite a file of its own"
                }
                merged = existing.merged(with: record)
            } catch {
                return "usage record '\(path)' cannot be read, so it was left as it is: \(error.description.visiblyEscaped)"
            }
        }
        let temporary = path + ".\(ProcessInfo.processInfo.processIdentifier).tmp"
        do {
            try Data(merged.json.utf8).write(to: URL(fileURLWithPath: temporary))
            // rename(2) replaces the record at once: a reader sees the old file or the new, never half of one.
            guard rename(temporary, path) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: String(cString: strerror(errno))])
            }
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            return "usage record '\(path)' cannot be written: \(error.localizedDescription)"
        }
        return nil
    }
}
