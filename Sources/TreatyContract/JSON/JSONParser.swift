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

        /// Limits accepting nesting up to `maxDepth` levels.
        public init(maxDepth: Int = 512) {
            self.maxDepth = maxDepth
        }
    }

    /// The bounds this parser enforces.
    public var limits: Limits

    /// A parser with `limits`.
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
                var failure = JSONSyntaxError(error.message, offset: error.offset, in: buffer)
                failure.isNestingTooDeep = error.isNestingTooDeep
                return .failure(failure)
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
        while true {
            guard let value = try beginValue(&stack, maxDepth: maxDepth) else { continue }
            if let document = try finishValue(value, &stack) { return document }
        }
    }

    /// Reads a scalar or an empty container, or opens a container (pushing a frame and returning nil).
    private mutating func beginValue(_ stack: inout [Frame], maxDepth: Int) throws(ScanFailure) -> JSONValue? {
        skipWhitespace()
        guard position < bytes.count else { throw endOfInput("expected a JSON value") }
        let opening = bytes[position]
        guard opening == UInt8(ascii: "{") || opening == UInt8(ascii: "[") else { return try parseScalar() }
        guard stack.count < maxDepth else {
            throw ScanFailure(
                "nesting deeper than \(maxDepth) levels; flatten the document", at: position, isNestingTooDeep: true)
        }
        position += 1
        skipWhitespace()
        let isObject = opening == UInt8(ascii: "{")
        let closing = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
        if position < bytes.count, bytes[position] == closing {
            position += 1
            return isObject ? .object(JSONObject()) : .array([])
        }
        var frame = Frame(isObject: isObject)
        if isObject { try readKey(into: &frame.object) }
        stack.append(frame)
        return nil
    }

    /// Hands a complete value to the open containers, closing those that end here. Returns the
    /// document when the outermost one closed, nil when a `,` asks for another value.
    private mutating func finishValue(_ completed: JSONValue, _ stack: inout [Frame]) throws(ScanFailure) -> JSONValue? {
        var value = completed
        while let last = stack.indices.last {
            skipWhitespace()
            let isObject = stack[last].isObject
            if isObject {
                stack[last].object.appendReserved(value)
            } else {
                stack[last].items.append(value)
            }
            let what = isObject ? "',' or '}' after object member" : "',' or ']' after array element"
            guard position < bytes.count else { throw endOfInput("expected \(what)") }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
                if isObject {
                    skipWhitespace()
                    try readKey(into: &stack[last].object)
                }
                return nil
            }
            guard bytes[position] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else {
                throw ScanFailure("expected \(what), found \(describe(position))", at: position)
            }
            position += 1
            let frame = stack.removeLast()
            value = isObject ? .object(frame.object) : .array(frame.items)
        }
        return value
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
