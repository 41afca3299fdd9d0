import Testing

@testable import TreatyContract

/// Parses `text`, expecting failure, and returns the error.
private func failure(_ text: String, limits: JSONParser.Limits = .init()) -> JSONSyntaxError? {
    do {
        _ = try JSONParser(limits: limits).parse(text)
        return nil
    } catch {
        return error
    }
}

private func failure(bytes: [UInt8]) -> JSONSyntaxError? {
    do {
        _ = try JSONParser().parse(bytes)
        return nil
    } catch {
        return error
    }
}

@Suite struct JSONParserTests {
    @Test func parsesNestedDocumentKeepingMemberOrder() throws {
        let value = try JSONParser().parse(#"{"b": [1, 2.5, true, null], "a": {"c": "x"}}"#)
        guard case .object(let object) = value else { Issue.record("expected object"); return }
        #expect(object.keys == ["b", "a"])
        #expect(object["b"] == [1, .number(JSONNumber(text: "2.5")), true, nil])
        #expect(object["a"] == ["c": "x"])
    }

    @Test func keepsNumbersAsWrittenAndIntegerness() throws {
        let value = try JSONParser().parse("[1, 1.0, 1.5, -0, 1e2, 123456789012345678901234567890]")
        guard case .array(let items) = value else { Issue.record("expected array"); return }
        let numbers = items.compactMap { item -> JSONNumber? in
            if case .number(let number) = item { return number }
            return nil
        }
        #expect(numbers.map(\.text) == ["1", "1.0", "1.5", "-0", "1e2", "123456789012345678901234567890"])
        #expect(numbers.map(\.isInteger) == [true, true, false, true, true, true])
        #expect(numbers[0].int == 1)
    }

    @Test func decodesEscapesAndSurrogatePairs() throws {
        let value = try JSONParser().parse(#""a\"b\\c\/d\b\f\n\r\t\u00e9\ud83d\ude00""#)
        #expect(value == .string("a\"b\\c/d\u{08}\u{0C}\n\r\té😀"))
    }

    @Test func acceptsMultibyteUTF8AndByteOrderMark() throws {
        let value = try JSONParser().parse(bytes: [0xEF, 0xBB, 0xBF] + Array(#"["héllo", "日本"]"#.utf8))
        #expect(value == ["héllo", "日本"])
    }

    @Test func reportsMissingCommaWithLineAndColumn() {
        let error = failure("{\n  \"a\": 1\n  \"b\": 2\n}")
        #expect(
            error
                == JSONSyntaxError(message: "expected ',' or '}' after object member, found '\"'", line: 3, column: 3, offset: 13)
        )
    }

    @Test func reportsTruncatedInputAtEnd() {
        let error = failure("[1, 2")
        #expect(
            error
                == JSONSyntaxError(
                    message: "unexpected end of input; expected ',' or ']' after array element", line: 1, column: 6, offset: 5))
    }

    @Test func reportsUnterminatedString() {
        let error = failure("{\"a\": \"abc")
        #expect(error?.message == "unexpected end of input; unterminated string; expected '\"'")
        #expect(error?.offset == 10)
    }

    @Test func reportsTrailingGarbage() {
        let error = failure("{}\n x")
        #expect(
            error
                == JSONSyntaxError(
                    message: "unexpected 'x' after the JSON value; expected end of input", line: 2, column: 2, offset: 4))
    }

    @Test func reportsDuplicateKeyAtSecondKey() {
        let error = failure("{\"id\": 1,\n \"id\": 2}")
        #expect(
            error
                == JSONSyntaxError(
                    message: "duplicate key 'id'; each key may appear once per object", line: 2, column: 2, offset: 11))
    }

    @Test func reportsLeadingZeros() {
        let error = failure("[01]")
        #expect(
            error
                == JSONSyntaxError(message: "leading zeros are not allowed in numbers; write '1'", line: 1, column: 2, offset: 1))
    }

    @Test func reportsBadNumberForms() {
        #expect(failure("[1.]")?.message == "expected a digit after '.', found ']'")
        #expect(failure("[-]")?.message == "expected a digit after '-', found ']'")
        #expect(failure("1e")?.message == "unexpected end of input; expected a digit after the exponent")
        #expect(failure("[.5]")?.message == "expected a JSON value, found '.'")
    }

    @Test func reportsControlCharacterInString() {
        let error = failure("[\"a\tb\"]")
        #expect(
            error
                == JSONSyntaxError(
                    message: "control character U+0009 in string; escape it (e.g. '\\n')", line: 1, column: 4, offset: 3))
    }

    @Test func reportsInvalidUTF8WithOffset() {
        let error = failure(bytes: Array("[\"é".utf8) + [0xFF] + Array("\"]".utf8))
        #expect(
            error
                == JSONSyntaxError(
                    message: "invalid UTF-8 sequence starting with byte 0xFF; the text must be UTF-8", line: 1, column: 4,
                    offset: 4))
        #expect(failure(bytes: [0x22, 0xC3, 0x22])?.offset == 1)
        #expect(failure(bytes: [0x22, 0xED, 0xA0, 0x80, 0x22])?.offset == 1, "encoded surrogates are not UTF-8")
    }

    @Test func reportsLoneSurrogates() {
        #expect(
            failure(#"["\ud800"]"#)?.message == "lone high surrogate '\\uD800'; expected a '\\uDC00'-'\\uDFFF' escape after it")
        #expect(failure(#"["\udc00"]"#)?.message == "lone low surrogate '\\uDC00'; it must follow a high surrogate")
        #expect(failure(#"["\ud800\u0041"]"#)?.message == "lone high surrogate '\\uD800'; '\\u0041' is not a low surrogate")
    }

    @Test func reportsInvalidEscapesAndLiterals() {
        #expect(failure(#"["\x"]"#)?.message == "invalid escape '\\x'; expected one of '\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u'")
        #expect(
            failure("[tru]")
                == JSONSyntaxError(message: "invalid literal; expected 'true', found ']'", line: 1, column: 2, offset: 1))
        #expect(failure("nul")?.message == "unexpected end of input; expected 'null'")
        #expect(failure("{\"a\" 1}")?.message == "expected ':' after object key, found '1'")
        #expect(failure("{1: 2}")?.message == "expected a string key in double quotes, found '1'")
        #expect(failure("[1,]")?.message == "expected a JSON value, found ']'")
        #expect(failure("")?.message == "unexpected end of input; expected a JSON value")
    }

    @Test func countsColumnsInScalarsNotBytes() {
        let error = failure("{\"é\": 1 x}")
        #expect(error?.column == 9)
        #expect(error?.offset == 9)
    }

    @Test func rejectsNestingBeyondLimitWithoutCrashing() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let error = failure(deep)
        var expected = JSONSyntaxError(
            message: "nesting deeper than 512 levels; flatten the document", line: 1, column: 513, offset: 512)
        expected.isNestingTooDeep = true
        #expect(error == expected)
        let limited = failure("[[[]]]", limits: .init(maxDepth: 2))
        #expect(limited?.offset == 2)
        #expect(limited?.isNestingTooDeep == true)
        // Only the nesting bound says so: a malformed text is not "too deep".
        #expect(failure("[[1,]]")?.isNestingTooDeep == false)
    }

    @Test func acceptsNestingAtLimit() throws {
        let value = try JSONParser(limits: .init(maxDepth: 3)).parse("[[[]]]")
        #expect(value == [[[]]])
    }
}

extension JSONParser {
    fileprivate func parse(bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue { try parse(bytes) }
}
