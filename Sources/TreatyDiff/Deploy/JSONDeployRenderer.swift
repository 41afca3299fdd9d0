import TreatyContract

/// `treaty can-i-deploy --format json`: `{"subject", "summary", "versions", "unrecorded"}`, keys
/// sorted; each version's findings are change objects as `treaty diff --format json` writes them.
enum JSONDeployRenderer {
    static func render(_ matrix: DeployMatrix, subject: String) -> String {
        let versions = matrix.rows.map { row -> JSONValue in
            var members: [(String, JSONValue)] = [
                ("appVersion", .string(row.appVersion)), ("contract", .string(row.contract)),
                ("contractVersion", .string(row.contractVersion)), ("verdict", .string(row.verdict.word)),
                ("share", row.share.map { share($0) } ?? .null),
                ("breaking", .array(row.breaking.map(JSONDiffRenderer.change))),
                ("spared", .number(JSONNumber(row.spared))),
            ]
            if case .unknown(let reason) = row.verdict { members.append(("reason", .string(reason))) }
            return .object(JSONObject(members))
        }
        let summary: [(String, JSONValue)] = [
            ("versions", .number(JSONNumber(matrix.rows.count))),
            ("breaking", .number(JSONNumber(matrix.rows.count { $0.verdict == .breaks }))),
            ("unknown", .number(JSONNumber(matrix.rows.count { $0.verdict.word == "unknown" }))),
            ("affectedShare", matrix.affectedShare.map { share($0) } ?? .null),
            ("plainDiffBreaking", .number(JSONNumber(matrix.plainBreaking))),
        ]
        let unrecorded = matrix.sharesWithoutRecord.map { entry -> JSONValue in
            .object(JSONObject([("appVersion", .string(entry.version)), ("share", share(entry.share))]))
        }
        return JSONWriter.pretty.write(
            .object(
                JSONObject([
                    ("subject", .string(subject)), ("summary", .object(JSONObject(summary))), ("versions", .array(versions)),
                    ("unrecorded", .array(unrecorded)),
                ])))
    }

    /// A share as a number of at most four decimals (`0.125`), the same text on every machine.
    private static func share(_ value: Double) -> JSONValue {
        let units = Int((value * 10_000).rounded())
        var decimals = String(units % 10_000)
        decimals = String(repeating: "0", count: 4 - decimals.count) + decimals
        while decimals.hasSuffix("0") { decimals.removeLast() }
        return .number(JSONNumber(text: "\(units / 10_000)" + (decimals.isEmpty ? "" : "." + decimals)))
    }
}
