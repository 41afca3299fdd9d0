/// A usage record as JSON: `{"treatyUsage": 1, "contract": …, "version": …, "endpoints": […]}`,
/// keys sorted and indented, so the same usage always gives the same bytes and a record reads
/// well in review.
extension UsageRecord {
    /// The record's text.
    public var json: String {
        JSONWriter.pretty.write(value)
    }

    private var value: JSONValue {
        var members: [(String, JSONValue)] = [
            ("treatyUsage", .number(JSONNumber(Self.format))), ("contract", .string(contract)),
            ("version", .string(version)), ("endpoints", .array(endpoints.map(\.value))),
        ]
        if let contractDigest { members.append(("contractDigest", .string(contractDigest))) }
        return .object(JSONObject(members))
    }

    /// Reads a record; a file that is not JSON, not a usage record, of another format, or with a
    /// member of the wrong type is refused with the JSON pointer of what is wrong.
    public init(json bytes: [UInt8]) throws(UsageRecordError) {
        let value: JSONValue
        do {
            value = try JSONParser().parse(bytes)
        } catch {
            throw UsageRecordError(pointer: "", problem: "is not JSON: \(error.description)")
        }
        let reader = UsageReader(value: value, pointer: "")
        guard case .object(let top) = value, top["treatyUsage"] != nil else {
            throw UsageRecordError(pointer: "", problem: "is not a Treaty usage record (no 'treatyUsage' member)")
        }
        let format = try reader.member("treatyUsage").int()
        guard format == Self.format else {
            throw UsageRecordError(
                pointer: "/treatyUsage",
                problem: "is format \(format); this treaty reads format \(Self.format): record it again with this treaty")
        }
        self.init(
            contract: try reader.member("contract").string(), version: try reader.member("version").string(),
            endpoints: try reader.member("endpoints").items().map { item throws(UsageRecordError) in try EndpointUsage(item) },
            contractDigest: try reader.optionalMember("contractDigest")?.string())
    }
}

extension EndpointUsage {
    fileprivate var value: JSONValue {
        var members: [(String, JSONValue)] = [
            ("id", .string(id)), ("method", .string(method)), ("path", .string(path)),
            ("query", .array(query.map(JSONValue.string))), ("headers", .array(headers.map(JSONValue.string))),
            ("body", .array(body.map(JSONValue.string))), ("scenarios", .array(scenarios.map(\.value))),
        ]
        // Left out unless probed, so a record of a suite run without probing reads as before.
        if !responses.isEmpty { members.append(("responses", .array(responses.map(\.value)))) }
        return .object(JSONObject(members))
    }

    fileprivate init(_ reader: UsageReader) throws(UsageRecordError) {
        self.init(
            id: try reader.member("id").string(), method: try reader.member("method").string(),
            path: try reader.member("path").string(), query: try reader.member("query").strings(),
            headers: try reader.member("headers").strings(), body: try reader.member("body").strings(),
            scenarios: try reader.member("scenarios").items().map { item throws(UsageRecordError) in try ScenarioUsage(item) },
            responses: try reader.optionalMember("responses")?.items().map { item throws(UsageRecordError) in
                try ResponseUsage(item)
            } ?? [])
    }
}

extension ResponseUsage {
    fileprivate var value: JSONValue {
        .object(
            JSONObject([
                ("status", .number(JSONNumber(status))), ("probed", .array(probed.map(JSONValue.string))),
                ("needs", .array(needs.map(JSONValue.string))), ("reads", .array(reads.map(JSONValue.string))),
                ("unprobed", .array(unprobed.map(JSONValue.string))),
            ]))
    }

    fileprivate init(_ reader: UsageReader) throws(UsageRecordError) {
        self.init(
            status: try reader.member("status").int(), probed: try reader.member("probed").strings(),
            needs: try reader.member("needs").strings(), reads: try reader.member("reads").strings(),
            unprobed: try reader.member("unprobed").strings())
    }
}

extension ScenarioUsage {
    fileprivate var value: JSONValue {
        var members: [(String, JSONValue)] = [("name", .string(name)), ("outcome", .string(outcome))]
        if let status { members.append(("status", .number(JSONNumber(status)))) }
        return .object(JSONObject(members))
    }

    fileprivate init(_ reader: UsageReader) throws(UsageRecordError) {
        self.init(
            name: try reader.member("name").string(), status: try reader.optionalMember("status")?.int(),
            outcome: try reader.member("outcome").string())
    }
}

/// Why a usage record could not be read: where (a JSON pointer, `""` for the whole file) and what.
public struct UsageRecordError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where in the record, as a JSON pointer.
    public var pointer: String
    /// What is wrong there, and what was expected.
    public var problem: String

    /// An error at `pointer`.
    public init(pointer: String, problem: String) {
        self.pointer = pointer
        self.problem = problem
    }

    /// `'/endpoints/0/id' is integer; expected a string`, or `the file is not JSON: …`.
    public var description: String {
        pointer.isEmpty ? "the file \(problem)" : "'\(pointer)' \(problem)"
    }
}

/// A value of a record being read, with where it is, so every error names its pointer.
private struct UsageReader {
    let value: JSONValue
    let pointer: String

    func member(_ name: String) throws(UsageRecordError) -> UsageReader {
        guard let found = try optionalMember(name) else {
            throw UsageRecordError(pointer: pointer, problem: "has no member '\(name)'")
        }
        return found
    }

    func optionalMember(_ name: String) throws(UsageRecordError) -> UsageReader? {
        guard case .object(let object) = value else { throw mismatch("an object") }
        return object[name].map { UsageReader(value: $0, pointer: pointer + "/" + JSONPointer.escape(name)) }
    }

    func items() throws(UsageRecordError) -> [UsageReader] {
        guard case .array(let items) = value else { throw mismatch("an array") }
        return items.enumerated().map { UsageReader(value: $0.element, pointer: pointer + "/\($0.offset)") }
    }

    func string() throws(UsageRecordError) -> String {
        guard case .string(let text) = value else { throw mismatch("a string") }
        return text
    }

    func strings() throws(UsageRecordError) -> [String] {
        try items().map { item throws(UsageRecordError) in try item.string() }
    }

    func int() throws(UsageRecordError) -> Int {
        guard case .number(let number) = value, let int = number.int else { throw mismatch("a whole number") }
        return int
    }

    private func mismatch(_ expected: String) -> UsageRecordError {
        UsageRecordError(pointer: pointer, problem: "is \(value.typeName); expected \(expected)")
    }
}
