import TreatyContract

/// A realistic API payload for the validation benchmark: an array of objects shaped like a code
/// host's "repository" resource (nested owner, nullable fields, dates, enums), and its shape.
enum RepositoryPayload {
    /// `count` repositories as compact JSON text, deterministic from run to run.
    static func text(count: Int) -> String {
        var random = SeededRandom(seed: 42)
        var text = "["
        text.reserveCapacity(count * 1_400)
        for index in 0..<count {
            if index > 0 { text += "," }
            text += repository(index, &random)
        }
        return text + "]"
    }

    private static func repository(_ index: Int, _ random: inout SeededRandom) -> String {
        let owner = "user\(random.next(5_000))"
        let language = ["\"Swift\"", "\"Rust\"", "\"Go\"", "null", "\"TypeScript\""][random.next(5)]
        let description =
            random.next(4) == 0
            ? "null" : "\"A project about \(["parsers", "servers", "caches", "clients"][random.next(4)]) — number \(index)\""
        let license =
            random.next(3) == 0
            ? "null" : #"{"key":"mit","name":"MIT License","spdx_id":"MIT","url":"https://api.example.com/licenses/mit"}"#
        let day = 1 + random.next(28)
        let month = 1 + random.next(12)
        return """
            {"id":\(100_000 + index),"node_id":"R_kgDO\(index)","name":"repo-\(index)","full_name":"\(owner)/repo-\(index)",\
            "private":\(random.next(2) == 0),"owner":{"login":"\(owner)","id":\(random.next(1_000_000)),\
            "avatar_url":"https://avatars.example.com/u/\(index)?v=4","type":"\(random.next(4) == 0 ? "Organization" : "User")",\
            "site_admin":false,"email":\(random.next(2) == 0 ? "null" : "\"\(owner)@example.com\"")},\
            "html_url":"https://code.example.com/\(owner)/repo-\(index)","description":\(description),"fork":\(random.next(5) == 0),\
            "created_at":"2019-\(pad(month))-\(pad(day))T10:\(pad(random.next(60))):00Z",\
            "updated_at":"2024-\(pad(month))-\(pad(day))T08:30:\(pad(random.next(60)))Z",\
            "pushed_at":\(random.next(6) == 0 ? "null" : "\"2024-06-\(pad(day))T12:00:00Z\""),\
            "homepage":\(random.next(3) == 0 ? "null" : "\"https://\(owner).example.org/\""),"size":\(random.next(500_000)),\
            "stargazers_count":\(random.next(90_000)),"watchers_count":\(random.next(90_000)),"language":\(language),\
            "forks_count":\(random.next(5_000)),"open_issues_count":\(random.next(700)),"license":\(license),\
            "topics":["api","json","\(["swift", "server", "cli"][random.next(3)])"],"visibility":"\(random.next(8) == 0 ? "private" : "public")",\
            "default_branch":"main","archived":\(random.next(10) == 0),"score":\(random.next(100)).\(random.next(100)),\
            "permissions":{"admin":false,"maintain":false,"push":\(random.next(2) == 0),"pull":true}}
            """
    }

    private static func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

    /// The payload's shape: `Repository`, `Owner` and `License` named schemas in one table.
    static func schema() -> (SchemaTable, Shape) {
        let file = "bench.yaml"
        let location = FileLocation(file: file, line: 1, column: 1)
        func shape(_ types: JSONType..., configure: (inout Shape) -> Void = { _ in }) -> Shape {
            var shape = Shape(at: location)
            shape.types = types
            configure(&shape)
            return shape
        }
        func ref(_ name: String, nullable: Bool = false) -> Shape {
            var shape = Shape(at: location)
            shape.ref = SchemaReference(file: file, name: name)
            shape.nullable = nullable
            return shape
        }
        func object(_ properties: [(String, Shape)], required: [String]) -> Shape {
            shape(.object) {
                $0.properties = properties.map { Shape.Property(name: $0.0, shape: $0.1) }
                $0.required = required
            }
        }
        let dateTime = shape(.string) { $0.format = "date-time" }
        let nullableString = shape(.string) { $0.nullable = true }
        let count = shape(.integer) { $0.minimum = JSONNumber(0) }
        let owner = object(
            [
                ("login", shape(.string) { $0.minLength = 1 }), ("id", count),
                ("avatar_url", shape(.string) { $0.format = "uri" }),
                ("type", shape(.string) { $0.enumValues = ["User", "Organization", "Bot"] }), ("site_admin", shape(.boolean)),
                (
                    "email",
                    shape(.string) {
                        $0.format = "email"; $0.nullable = true
                    }
                ),
            ], required: ["login", "id", "type"])
        let license = object(
            [
                ("key", shape(.string)), ("name", shape(.string)), ("spdx_id", nullableString),
                ("url", shape(.string) { $0.format = "uri" }),
            ], required: ["key", "name"])
        let repository = object(
            [
                ("id", count), ("node_id", shape(.string)),
                (
                    "name",
                    shape(.string) {
                        $0.minLength = 1; $0.maxLength = 100
                    }
                ),
                ("full_name", shape(.string) { $0.pattern = "^[^/]+/[^/]+$" }), ("private", shape(.boolean)),
                ("owner", ref("Owner")),
                ("html_url", shape(.string) { $0.format = "uri" }), ("description", nullableString), ("fork", shape(.boolean)),
                ("created_at", dateTime), ("updated_at", dateTime),
                (
                    "pushed_at",
                    shape(.string) {
                        $0.format = "date-time"; $0.nullable = true
                    }
                ),
                (
                    "homepage",
                    shape(.string) {
                        $0.format = "uri"; $0.nullable = true
                    }
                ), ("size", count), ("stargazers_count", count),
                ("watchers_count", count), ("language", nullableString), ("forks_count", count), ("open_issues_count", count),
                ("license", ref("License", nullable: true)),
                (
                    "topics",
                    shape(.array) {
                        $0.items = shape(.string); $0.uniqueItems = true
                    }
                ),
                ("visibility", shape(.string) { $0.enumValues = ["public", "private", "internal"] }),
                ("default_branch", shape(.string)),
                ("archived", shape(.boolean)), ("score", shape(.number) { $0.minimum = JSONNumber(0) }),
            ], required: ["id", "name", "full_name", "owner", "private", "created_at"])
        let table = SchemaTable([
            SchemaReference(file: file, name: "Repository"): repository,
            SchemaReference(file: file, name: "Owner"): owner,
            SchemaReference(file: file, name: "License"): license,
        ])
        return (table, shape(.array) { $0.items = ref("Repository") })
    }
}

/// A small deterministic generator (SplitMix64), so the payload is the same every run.
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        value ^= value >> 31
        return Int(value % UInt64(bound))
    }
}
