import Foundation
import Testing

@testable import TreatyYAML

/// Reading with the parser on a thread of its own must give what reading on one thread gives:
/// the same tree, or the same error at the same place, wherever in the stream it happens and
/// whichever side (parser or builder) finds it.
@Suite struct ParseAheadTests {
    private enum Outcome: Equatable {
        case tree(String)
        case error(YAMLError)
    }

    private static func outcome(_ read: () throws(YAMLError) -> YAMLNode?) -> Outcome {
        do throws(YAMLError) {
            return .tree(dump(try read()))
        } catch {
            return .error(error)
        }
    }

    /// Every node with its place, kind, text, style and tag, in document order.
    private static func dump(_ node: YAMLNode?) -> String {
        guard let node else { return "(no document)" }
        var lines: [String] = []
        var pending: [(YAMLNode, Int)] = [(node, 0)]
        while let (next, depth) = pending.popLast() {
            let indent = String(repeating: " ", count: depth)
            let place = "\(next.mark.line):\(next.mark.column)"
            switch next.content {
            case .scalar(let scalar):
                lines.append("\(indent)\(place) \(scalar.style) \(scalar.tag ?? "-") \(scalar.text.debugDescription)")
            case .sequence(let items):
                lines.append("\(indent)\(place) sequence")
                pending += items.reversed().map { ($0, depth + 1) }
            case .mapping(let pairs):
                lines.append("\(indent)\(place) mapping")
                pending += pairs.reversed().flatMap { [($0.value, depth + 2), ($0.key, depth + 1)] }
            }
        }
        return lines.joined(separator: "\n")
    }

    private func expectSameOutcome(_ text: String, limits: YAMLReader.Limits = .init(), _ comment: Comment? = nil) {
        let bytes = Array(text.utf8)
        let alone = Self.outcome { () throws(YAMLError) in try YAMLReader(limits: limits).read(bytes) }
        let ahead = Self.outcome { () throws(YAMLError) in
            var builder = TreeBuilder(limits: limits, source: bytes)
            return try ParseAhead.read(ParseAhead.start(bytes)!, into: &builder)
        }
        #expect(ahead == alone, comment)
    }

    /// Enough keys for many batches, more than the ring holds, so slots are reused.
    private static let longPrefix = (0..<12_000).map { "key\($0): { a: [1, two, \"3\"], b: ~ }\n" }.joined()

    @Test(arguments: [
        ("a valid document", ""),
        ("a syntax error", "broken: [unclosed\n"),
        ("a duplicate key", "key7: again\n"),
        ("a second document", "---\nmore: 1\n"),
        ("a tab in the indentation", "nested:\n\tbad: 1\n"),
        ("an undefined alias", "ref: *nowhere\n"),
        ("a tag outside the core schema", "odd: !custom value\n"),
    ])
    func aLongDocumentReadsTheSameWhereverItGoesWrong(_ name: String, _ ending: String) {
        expectSameOutcome(Self.longPrefix + ending, Comment(rawValue: name))
        expectSameOutcome(ending + Self.longPrefix, Comment(rawValue: name + ", at the start"))
    }

    @Test func theBuildersLimitsStopAReadAsTheyDoOnOneThread() {
        let deep = String(repeating: "[", count: 200) + String(repeating: "]", count: 200) + "\n"
        expectSameOutcome(Self.longPrefix + "deep: " + deep, "too deep")
        let laughs =
            "a: &a [x, x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\n"
            + "c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]\n"
        expectSameOutcome(laughs + Self.longPrefix, limits: .init(maxExpandedNodes: 5_000), "alias limit")
        // The builder's error comes first in the stream, the parser's later: the builder's is the one.
        expectSameOutcome("key7: first\n" + Self.longPrefix + "broken: [unclosed\n", "a duplicate key, then a syntax error")
    }

    @Test func invalidUTF8AndEmptyInputsReadTheSame() {
        expectSameOutcome("")
        expectSameOutcome("# only a comment\n")
        let invalid = Self.longPrefix + "bad: \u{FFFD}\n"
        var bytes = Array(invalid.utf8)
        bytes[bytes.count - 4] = 0xFF
        let alone = Self.outcome { () throws(YAMLError) in try YAMLReader().read(bytes) }
        let ahead = Self.outcome { () throws(YAMLError) in
            var builder = TreeBuilder(limits: .init(), source: bytes)
            return try ParseAhead.read(ParseAhead.start(bytes)!, into: &builder)
        }
        #expect(ahead == alone)
        #expect(alone != .tree(""))
    }

    /// A process at its thread limit: no parser thread, so no read to wait for; the reader reads
    /// on its own thread instead, and a started read still finishes.
    @Test func aThreadThatCannotBeMadeStartsNoRead() throws {
        let bytes = Array(Self.longPrefix.utf8)
        var asked = 0
        #expect(
            ParseAhead.start(
                bytes,
                detach: { _ in
                    asked += 1; return false
                }) == nil)
        #expect(asked == 1)
        let started = try #require(ParseAhead.start(bytes))
        var builder = TreeBuilder(limits: .init(), source: bytes)
        #expect(try ParseAhead.read(started, into: &builder)?.mapping?.count == 12_000)
    }

    /// Once the builder has failed, the parser stops: 200,000 nested `[`s (each read more
    /// slowly than the one before) are `yaml-too-deep` at the 129th, and the parser gives up a
    /// few batches later instead of reading on for minutes.
    @Test func theParserStopsOnceTheBuilderHasFailed() throws {
        let bytes = Array(String(repeating: "[", count: 200_000).utf8)
        let started = try #require(ParseAhead.start(bytes))
        var builder = TreeBuilder(limits: .init(), source: bytes)
        #expect(throws: YAMLError.self) { try ParseAhead.read(started, into: &builder) }
        let read = started.eventsParsed
        #expect(read < (ParseAhead.batchesAhead + 2) * ParseAhead.batchSize, "the parser read \(read) events")
        let error = Self.outcome { () throws(YAMLError) in try YAMLReader(parsesAhead: true).read(bytes) }
        #expect(error == Self.outcome { () throws(YAMLError) in try YAMLReader().read(Array("[".utf8) + bytes.prefix(200)) })
    }

    @Test func aDetachedThreadRunsItsWork() {
        let done = DispatchSemaphore(value: 0)
        #expect(DetachedThread.start { done.signal() })
        #expect(done.wait(timeout: .now() + 10) == .success)
    }

    /// Every OpenAPI document the tests use and every contract of this repository.
    @Test func everyDocumentAtHandReadsTheSame() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let folders = ["../shared/openapi", "Examples", "contracts", "Tests"].map { root.appendingPathComponent($0) }
        var files: [URL] = []
        for folder in folders {
            let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
            while let file = walker?.nextObject() as? URL {
                if file.pathExtension == "yaml" { files.append(file) }
            }
        }
        #expect(files.count >= 20)
        for file in files {
            expectSameOutcome(try String(contentsOf: file, encoding: .utf8), Comment(rawValue: file.lastPathComponent))
        }
    }

    /// `parsesAhead` reads a large file ahead and a small one on one thread; both read as before.
    @Test func theReaderParsesAheadOnlyLargeFiles() throws {
        let large = Array(Self.longPrefix.utf8)
        #expect(large.count >= YAMLReader.parseAheadMinimum)
        let ahead = try YAMLReader(parsesAhead: true).read(large)
        #expect(Self.dump(ahead) == Self.dump(try YAMLReader().read(large)))
        #expect(try YAMLReader(parsesAhead: true).read(Array("a: 1\n".utf8))?.mapping?.count == 1)
    }
}
