import Foundation
import TreatyContract
import TreatyLoader
import TreatyTooling

/// The can-i-deploy bench's inputs, the same bytes in every run (a seeded generator, nothing from
/// the clock): successive releases of OpenAPIBench's 500-operation document, each a few text edits
/// on the one before, the new document (the latest release with four breaking edits), and usage
/// records of app versions built against those releases.
///
/// Why OpenAPI: the fleets the issue is about are apps built against an OpenAPI description, and
/// the new document on the command line then goes through the import, the dearer of the two
/// front ends. The store keeps archives, so the format of the old releases does not show.
enum DeployFleet {
    static let operations = 500
    static let resources = operations / 4

    /// The release after `document`, which is release `release - 1`: a new version number, an
    /// optional response and request member, a revised description and an optional query
    /// parameter, each on another resource.
    static func edit(_ document: String, release: Int) -> String {
        var text = document
        replace("version: 1.\(release - 1).0 }", with: "version: 1.\(release).0 }", after: "info:", in: &text)
        let member = (release * 13) % resources
        insert(
            "extra\(release): { type: string, maxLength: 40 }", after: parentLine(member), key: "Thing\(member):\n",
            in: &text)
        let revised = (release * 7) % resources
        replace(
            "Thing number \(revised),", with: "Thing number \(revised), revised in 1.\(release) and", after: "Thing\(revised):\n",
            in: &text)
        let listed = (release * 29) % resources
        insert(
            "- { name: since\(release), in: query, schema: { type: string, format: date-time } }",
            before: "- { name: filter, in: query", key: "operationId: listThing\(listed)\n", in: &text)
        return text
    }

    /// `document` with the breaking edits of the bench's new document: an endpoint removed
    /// (`deleteThing5`), a request member made required (`Thing11`'s `tags`), a response member
    /// removed (`Thing23`'s `createdAt`) and a member's type changed (`Thing37`'s `state`).
    static func breaking(_ document: String) -> String {
        var text = document
        removeLines(from: "delete:", through: "\"404\"", key: "operationId: deleteThing5\n", in: &text)
        replace("required: [id, name, state]", with: "required: [id, name, state, tags]", after: "Thing11:\n", in: &text)
        removeLines(from: "createdAt:", through: "createdAt:", key: "Thing23:\n", in: &text)
        replace(
            "state: { type: string, enum: [active, archived, deleted] }", with: "state: { type: integer, minimum: 0 }",
            after: "Thing37:\n", in: &text)
        return text
    }

    private static func parentLine(_ index: Int) -> String {
        "parent: { allOf: [{ $ref: \"#/components/schemas/Thing\(index)\" }], nullable: true }"
    }

    /// Replaces the first `anchor` after the first `key`; a missing one stops the bench, which
    /// must never time an input it did not mean.
    private static func replace(_ anchor: String, with replacement: String, after key: String, in text: inout String) {
        text.replaceSubrange(find(anchor, after: key, in: text), with: replacement)
    }

    private static func find(_ anchor: String, after key: String, in text: String) -> Range<String.Index> {
        guard let start = text.range(of: key), let range = text.range(of: anchor, range: start.lowerBound..<text.endIndex)
        else { preconditionFailure("deploy bench: no '\(anchor)' after '\(key)'") }
        return range
    }

    /// The start of the line `index` is on, and that line's indentation.
    private static func line(at index: String.Index, in text: String) -> (start: String.Index, indentation: String) {
        let start = text[..<index].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        return (start, String(text[start...].prefix { $0 == " " }))
    }

    /// Adds `line`, indented as the anchor's line, after that line.
    private static func insert(_ line: String, after anchor: String, key: String, in text: inout String) {
        let range = find(anchor, after: key, in: text)
        let indentation = Self.line(at: range.lowerBound, in: text).indentation
        let end = text[range.upperBound...].firstIndex(of: "\n") ?? text.endIndex
        text.insert(contentsOf: "\n" + indentation + line, at: end)
    }

    /// Adds `line`, indented as the anchor's line, before that line.
    private static func insert(_ line: String, before anchor: String, key: String, in text: inout String) {
        let range = find(anchor, after: key, in: text)
        let (start, indentation) = Self.line(at: range.lowerBound, in: text)
        text.insert(contentsOf: indentation + line + "\n", at: start)
    }

    /// Removes the lines from the one with `first` (the last such line before `key`, or the
    /// first after it) through the first line after that with `last`.
    private static func removeLines(from first: String, through last: String, key: String, in text: inout String) {
        guard let keyRange = text.range(of: key) else { preconditionFailure("deploy bench: no '\(key)'") }
        let before = text.range(of: first, options: .backwards, range: text.startIndex..<keyRange.lowerBound)
        let opening = first == last || before == nil ? find(first, after: key, in: text) : before!
        let start = line(at: opening.lowerBound, in: text).start
        guard let closing = text.range(of: last, range: opening.lowerBound..<text.endIndex) else {
            preconditionFailure("deploy bench: no '\(last)' after '\(first)'")
        }
        let end = text[closing.upperBound...].firstIndex(of: "\n").map { text.index(after: $0) } ?? text.endIndex
        text.removeSubrange(start..<end)
    }

    /// The contract a document imports to.
    static func contract(_ document: String) -> Contract {
        let result = ContractLoader(files: .memory(["bench.yaml": document])).load(["bench.yaml"])
        guard let contract = result.contracts.first else { preconditionFailure("deploy bench: the document does not load") }
        return contract
    }

    /// `appVersion`'s app: a realistic part of `contract` that its build was tested on, drawn by
    /// `seed`: 30–80 % of the endpoints, about half their query parameters, the required body
    /// members and some others, most scenarios, and probe results for 60 % of the success
    /// responses with bodies.
    static func record(of contract: Contract, seed: UInt64) -> UsageRecord {
        var random = SplitMix(seed)
        let share = 0.3 + 0.5 * random.unit()
        var endpoints: [EndpointUsage] = []
        for endpoint in contract.endpoints where random.unit() < share {
            var usage = EndpointUsage(id: endpoint.id, method: endpoint.method, path: endpoint.path.raw)
            usage.query = endpoint.request.query.map(\.name).filter { _ in random.unit() < 0.5 }.sorted()
            if endpoint.request.body != nil {
                usage.body = (["/name", "/state"] + ["/tags", "/owner/id", "/owner/email"].filter { _ in random.unit() < 0.5 })
                    .sorted()
            }
            for scenario in endpoint.scenarios where random.unit() < 0.8 {
                guard case .response(let response) = scenario.outcome else { continue }
                let success = (200..<300).contains(response.status)
                usage.scenarios.append(
                    ScenarioUsage(name: scenario.name, status: response.status, outcome: success ? "success" : "http"))
            }
            usage.scenarios.sort { $0.name < $1.name }
            let success = endpoint.responses.first { $0.body != nil && $0.status.description.hasPrefix("2") }
            if case .code(let status) = success?.status, random.unit() < 0.6 {
                let list = endpoint.method == "GET" && !endpoint.path.raw.hasSuffix("}")
                usage.responses = [probe(status: status, list: list, random: &random)]
            }
            endpoints.append(usage)
        }
        return UsageRecord(contract: contract.name, version: contract.version, endpoints: endpoints.sorted { $0.id < $1.id })
    }

    /// What probing found of a `Thing` response (each item's, for a list): `id` and `name`
    /// needed, other members needed or read at random, a few left unprobed.
    private static func probe(status: Int, list: Bool, random: inout SplitMix) -> ResponseUsage {
        let prefix = list ? "/*" : ""
        var usage = ResponseUsage(status: status)
        for member in ["id", "name", "state", "createdAt", "tags", "owner", "owner/id", "owner/email", "parent"] {
            let pointer = prefix + "/" + member
            guard random.unit() < 0.9 else {
                usage.unprobed.append(pointer)
                continue
            }
            usage.probed.append(pointer)
            let draw = random.unit()
            if member == "id" || member == "name" || draw < 0.3 {
                usage.needs.append(pointer)
                usage.reads.append(pointer)
            } else if draw < 0.6 {
                usage.reads.append(pointer)
            }
        }
        usage.probed.sort()
        usage.needs.sort()
        usage.reads.sort()
        usage.unprobed.sort()
        return usage
    }

    /// SplitMix64: a tiny seeded generator, so every run draws the same fleet.
    struct SplitMix {
        var state: UInt64

        init(_ seed: UInt64) {
            state = seed &* 0x9E37_79B9_7F4A_7C15
        }

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }

        /// A number in 0..<1.
        mutating func unit() -> Double {
            Double(next() >> 11) / Double(1 << 53)
        }
    }
}
