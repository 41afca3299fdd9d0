/// Reads JSON text into a ``JSONValue``, with located errors.
///
/// Treaty reads fixtures and response bodies with this parser rather than Foundation's because
/// it needs what `JSONSerialization` does not give: numbers kept as written (so `1` stays an
/// integer and 30-digit integers stay numbers), duplicate keys reported as errors, and every
/// syntax error located by line, column and byte offset. Nesting is handled with an explicit
/// stack bounded by ``Limits/maxDepth``, so a hostile document cannot overflow the call stack.
///
/// ```swift
/// let value = try JSONParser().parse(Array(text.utf8))
/// ```
public struct JSONParser: Sendable {
    /// Bounds that keep a hostile document from exhausting resources.
    public struct Limits: Sendable, Hashable {
        /// The deepest nesting of arrays and objects accepted; deeper input is a syntax error.
        public var maxDepth: Int

        public init(maxDepth: Int = 512) {
            self.maxDepth = maxDepth
        }
    }

    public var limits: Limits

    public init(limits: Limits = Limits()) {
        self.limits = limits
    }

    /// Parses one JSON text (RFC 8259), UTF-8 encoded, optionally starting with a byte order mark.
    ///
    /// - Throws: ``JSONSyntaxError`` at the first offending byte: bad syntax, truncated input,
    ///   trailing content, invalid UTF-8, lone surrogate escapes, duplicate keys or too deep nesting.
    public func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        let result: Result<JSONValue, JSONSyntaxError> = bytes.withUnsafeBufferPointer { buffer in
            var scanner = JSONScanner(buffer)
            do throws(ScanFailure) {
                return .success(try scanner.parseDocument(maxDepth: limits.maxDepth))
            } catch {
                return .failure(JSONSyntaxError(error.message, offset: error.offset, in: buffer))
            }
        }
        return try result.get()
    }

    /// Parses JSON given as a Swift string.
    public func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try parse(Array(text.utf8))
    }
}

/// An open array or object on the parser's explicit stack.
private struct Frame {
    var isObject: Bool
    var items: [JSONValue] = []
    var object = JSONObject()
}

extension JSONScanner {
    /// Parses a whole document: one value surrounded by optional whitespace.
    mutating func parseDocument(maxDepth: Int) throws(ScanFailure) -> JSONValue {
        skipByteOrderMark()
        let value = try parseValue(maxDepth: maxDepth)
        skipWhitespace()
        if position < bytes.count {
            throw ScanFailure("unexpected \(describe(position)) after the JSON value; expected end of input", at: position)
        }
        return value
    }

    /// Parses one value, keeping open containers on an explicit stack instead of recursing.
    private mutating func parseValue(maxDepth: Int) throws(ScanFailure) -> JSONValue {
        var stack: [Frame] = []
        var value: JSONValue
        while true {
            skipWhitespace()
            guard position < bytes.count else { throw endOfInput("expected a JSON value") }
            switch bytes[position] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let isObject = bytes[position] == UInt8(ascii: "{")
                guard stack.count < maxDepth else {
                    throw ScanFailure("nesting deeper than \(maxDepth) levels; flatten the document", at: position)
                }
                position += 1
                skipWhitespace()
                if isObject {
                    if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
                        position += 1
                        value = .object(JSONObject())
                        break
                    }
                    var frame = Frame(isObject: true)
                    try readKey(into: &frame.object)
                    stack.append(frame)
                    continue
                }
                if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
                    position += 1
                    value = .array([])
                    break
                }
                stack.append(Frame(isObject: false))
                continue
            default:
                value = try parseScalar()
            }
            // A value is complete: hand it to the open containers, closing those that end here.
            while let last = stack.indices.last {
                skipWhitespace()
                if stack[last].isObject {
                    stack[last].object.appendReserved(value)
                    guard position < bytes.count else { throw endOfInput("expected ',' or '}' after object member") }
                    if bytes[position] == UInt8(ascii: ",") {
                        position += 1
                        skipWhitespace()
                        try readKey(into: &stack[last].object)
                        break
                    }
                    guard bytes[position] == UInt8(ascii: "}") else {
                        throw ScanFailure("expected ',' or '}' after object member, found \(describe(position))", at: position)
                    }
                    position += 1
                    value = .object(stack.removeLast().object)
                } else {
                    stack[last].items.append(value)
                    guard position < bytes.count else { throw endOfInput("expected ',' or ']' after array element") }
                    if bytes[position] == UInt8(ascii: ",") {
                        position += 1
                        break
                    }
                    guard bytes[position] == UInt8(ascii: "]") else {
                        throw ScanFailure("expected ',' or ']' after array element, found \(describe(position))", at: position)
                    }
                    position += 1
                    value = .array(stack.removeLast().items)
                }
            }
            if stack.isEmpty { return value }
        }
    }

    /// Reads `"key" :` and reserves the key in `object`, rejecting duplicates at the second key.
    private mutating func readKey(into object: inout JSONObject) throws(ScanFailure) {
        guard position < bytes.count else { throw endOfInput("expected a string key") }
        guard bytes[position] == UInt8(ascii: "\"") else {
            throw ScanFailure("expected a string key in double quotes, found \(describe(position))", at: position)
        }
        let keyOffset = position
        let key = try readString()
        guard object.reserveKey(key) else {
            throw ScanFailure("duplicate key '\(key)'; each key may appear once per object", at: keyOffset)
        }
        skipWhitespace()
        guard position < bytes.count else { throw endOfInput("expected ':' after object key") }
        guard bytes[position] == UInt8(ascii: ":") else {
            throw ScanFailure("expected ':' after object key, found \(describe(position))", at: position)
        }
        position += 1
    }

    /// Parses a string, number or literal at the current position.
    private mutating func parseScalar() throws(ScanFailure) -> JSONValue {
        switch bytes[position] {
        case UInt8(ascii: "\""): return .string(try readString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try readNumber())
        case UInt8(ascii: "t"): try readLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try readLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try readLiteral("null"); return .null
        default: throw ScanFailure("expected a JSON value, found \(describe(position))", at: position)
        }
    }
}
