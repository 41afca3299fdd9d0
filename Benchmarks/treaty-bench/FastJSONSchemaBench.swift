import Foundation

/// Times Python's `fastjsonschema` on the same payload and an equivalent draft-07 schema, in a
/// child process, so `make bench` compares against it within one run.
enum FastJSONSchemaBench {
    struct Timing {
        /// `json.loads` alone.
        var parse: Double
        /// The compiled validator on already-loaded data.
        var validate: Double
    }

    /// Medians in seconds, or nil with the reason (Python or the package missing, or a failure).
    static func measure(payload: [UInt8]) -> Result<Timing, BenchSkip> {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "treaty-bench-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(payload).write(to: folder.appendingPathComponent("payload.json"))
            try Data(schema.utf8).write(to: folder.appendingPathComponent("schema.json"))
            try Data(script.utf8).write(to: folder.appendingPathComponent("bench.py"))
        } catch {
            return .failure(BenchSkip(reason: "could not write the payload: \(error)"))
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", folder.appendingPathComponent("bench.py").path, folder.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        do { try process.run() } catch { return .failure(BenchSkip(reason: "python3 not found")) }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let fields = text.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
        guard process.terminationStatus == 0, fields.count == 2 else {
            return .failure(BenchSkip(reason: text.split(separator: "\n").last.map(String.init) ?? "python3 failed"))
        }
        return .success(Timing(parse: fields[0], validate: fields[1]))
    }

    /// Prints `json.loads` and validation medians (seconds) on one line.
    static let script = """
        import json, statistics, sys, time
        try:
            import fastjsonschema
        except ImportError:
            print("fastjsonschema is not installed (pip install fastjsonschema)"); sys.exit(3)
        folder = sys.argv[1]
        raw = open(folder + "/payload.json", "rb").read()
        validate = fastjsonschema.compile(json.load(open(folder + "/schema.json")))
        def median(body, runs=5):
            body(); times = []
            for _ in range(runs):
                start = time.perf_counter(); body(); times.append(time.perf_counter() - start)
            return statistics.median(times)
        data = json.loads(raw)
        validate(data)
        print(median(lambda: json.loads(raw)), median(lambda: validate(data)))
        """

    /// The draft-07 twin of ``RepositoryPayload/schema()``.
    static let schema = """
        {"type": "array", "items": {"$ref": "#/definitions/Repository"},
         "definitions": {
          "Owner": {"type": "object", "required": ["login", "id", "type"], "properties": {
            "login": {"type": "string", "minLength": 1}, "id": {"type": "integer", "minimum": 0},
            "avatar_url": {"type": "string", "format": "uri"}, "type": {"type": "string", "enum": ["User", "Organization", "Bot"]},
            "site_admin": {"type": "boolean"}, "email": {"type": ["string", "null"], "format": "email"}}},
          "License": {"type": "object", "required": ["key", "name"], "properties": {
            "key": {"type": "string"}, "name": {"type": "string"}, "spdx_id": {"type": ["string", "null"]},
            "url": {"type": "string", "format": "uri"}}},
          "Repository": {"type": "object", "required": ["id", "name", "full_name", "owner", "private", "created_at"], "properties": {
            "id": {"type": "integer", "minimum": 0}, "node_id": {"type": "string"},
            "name": {"type": "string", "minLength": 1, "maxLength": 100}, "full_name": {"type": "string", "pattern": "^[^/]+/[^/]+$"},
            "private": {"type": "boolean"}, "owner": {"$ref": "#/definitions/Owner"},
            "html_url": {"type": "string", "format": "uri"}, "description": {"type": ["string", "null"]}, "fork": {"type": "boolean"},
            "created_at": {"type": "string", "format": "date-time"}, "updated_at": {"type": "string", "format": "date-time"},
            "pushed_at": {"type": ["string", "null"], "format": "date-time"}, "homepage": {"type": ["string", "null"], "format": "uri"},
            "size": {"type": "integer", "minimum": 0}, "stargazers_count": {"type": "integer", "minimum": 0},
            "watchers_count": {"type": "integer", "minimum": 0}, "language": {"type": ["string", "null"]},
            "forks_count": {"type": "integer", "minimum": 0}, "open_issues_count": {"type": "integer", "minimum": 0},
            "license": {"anyOf": [{"type": "null"}, {"$ref": "#/definitions/License"}]},
            "topics": {"type": "array", "items": {"type": "string"}, "uniqueItems": true},
            "visibility": {"type": "string", "enum": ["public", "private", "internal"]}, "default_branch": {"type": "string"},
            "archived": {"type": "boolean"}, "score": {"type": "number", "minimum": 0}}}}}
        """
}

/// Why a comparison could not run.
struct BenchSkip: Error {
    var reason: String
}
