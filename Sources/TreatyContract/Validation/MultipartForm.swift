import Foundation

/// A `multipart/form-data` body (RFC 7578): the parts it carries, each named by its
/// `Content-Disposition`, and the body written from a value for a live sample.
///
/// File uploads are sent this way: text fields and files side by side, each part with a name,
/// files with a `filename` and their own `Content-Type`. What each part stands for, and which
/// type its text is read as, comes from the shape it is checked against
/// (``ShapeValidator/multipartValue(_:shape:)``).
///
/// ```swift
/// guard let boundary = MultipartForm.boundary(in: sentContentType) else { … }
/// switch MultipartForm.parts(body, boundary: boundary) {
/// case .success(let parts): report = validator.validate(multipartParts: parts, against: shape)
/// case .failure(let problem): print(problem.description)
/// }
/// ```
public enum MultipartForm {
    /// One part: its name, the file name and media type it declares, and its bytes.
    public struct Part: Sendable, Hashable {
        /// The `name` of its `Content-Disposition`: the field it fills (`avatar`, `metadata[plan]`).
        public var name: String
        /// The `filename` of its `Content-Disposition`: set for a file.
        public var filename: String?
        /// Its own `Content-Type`, if it declares one (`image/png`, `application/json`).
        public var contentType: String?
        /// Its content, as sent.
        public var body: [UInt8]

        /// A part; ``MultipartForm/parts(_:boundary:)`` reads them from a body, tests may make them.
        public init(name: String, filename: String? = nil, contentType: String? = nil, body: [UInt8]) {
            self.name = name
            self.filename = filename
            self.contentType = contentType
            self.body = body
        }

        /// The content as text, when it is UTF-8.
        public var text: String? { String(validating: body, as: UTF8.self) }
    }

    /// Why a body could not be read as parts, in words for a finding.
    public struct Malformed: Error, Sendable, Equatable, CustomStringConvertible {
        /// What is wrong, in words for a finding (`no part starts with the boundary '--x'`).
        public var description: String
    }

    /// Whether a media type is `multipart/form-data`, parameters aside.
    public static func isMultipartMediaType(_ type: String) -> Bool {
        MediaType.essence(type) == "multipart/form-data"
    }

    /// The `boundary` parameter of a `Content-Type` (`multipart/form-data; boundary=abc`), unquoted.
    public static func boundary(in contentType: String) -> String? {
        parameters(contentType.split(separator: ";").dropFirst().joined(separator: ";"))["boundary"].flatMap {
            $0.isEmpty ? nil : $0
        }
    }

    /// The parts of `body`, in order; a failure says what is malformed: no opening boundary, a
    /// part without headers or without a `form-data` name, or no closing boundary.
    public static func parts(_ body: [UInt8], boundary: String) -> Result<[Part], Malformed> {
        let delimiter = Array(("--" + boundary).utf8)
        guard var position = find(delimiter, in: body, from: 0, lineStart: true) else {
            return .failure(Malformed(description: "no part starts with the boundary '--\(boundary)'"))
        }
        var parts: [Part] = []
        while true {
            position += delimiter.count
            if body[position...].starts(with: [0x2D, 0x2D]) { return .success(parts) }
            // Transport padding, then the line break that ends the boundary line.
            while position < body.count, body[position] == 0x20 || body[position] == 0x09 { position += 1 }
            guard let headerStart = lineBreakEnd(body, at: position) else {
                return .failure(Malformed(description: "the boundary line '--\(boundary)' does not end where it should"))
            }
            guard let (headers, contentStart) = headerBlock(body, from: headerStart) else {
                return .failure(Malformed(description: "part \(parts.count + 1) has no blank line after its headers"))
            }
            guard let next = find(delimiter, in: body, from: contentStart, lineStart: true) else {
                return .failure(Malformed(description: "the closing boundary '--\(boundary)--' is missing"))
            }
            let contentEnd = contentEnd(body, before: next, from: contentStart)
            let disposition = parameters(headers["content-disposition"] ?? "")
            guard MediaType.essence(headers["content-disposition"] ?? "") == "form-data", let name = disposition["name"] else {
                return .failure(Malformed(description: "part \(parts.count + 1) has no 'Content-Disposition: form-data; name=…'"))
            }
            parts.append(
                Part(
                    name: name, filename: disposition["filename"], contentType: headers["content-type"],
                    body: Array(body[contentStart..<contentEnd])))
            position = next
        }
    }

    /// The boundary live samples are written with: fixed, so the same sample is the same bytes.
    public static let sampleBoundary = "treaty-form-boundary-7d1c"

    /// `value` written as parts: each member of an object one part, an array of values as the
    /// name repeated, an object or an array of objects as one `application/json` part; a value
    /// that is no object is one part named `value`.
    public static func encoded(_ value: JSONValue, boundary: String = sampleBoundary) -> [UInt8] {
        var parts: [(name: String, json: Bool, text: String)] = []
        var members: [(String, JSONValue)] = [("value", value)]
        if case .object(let object) = value { members = object.members.map { ($0.key, $0.value) } }
        for (name, member) in members {
            switch member {
            case .object: parts.append((name, true, JSONWriter.compact.write(member)))
            case .array(let items) where items.contains(where: FormFields.isContainer):
                parts.append((name, true, JSONWriter.compact.write(member)))
            case .array(let items): parts += items.map { (name, false, FormFields.text($0)) }
            default: parts.append((name, false, FormFields.text(member)))
            }
        }
        var body = ""
        for part in parts {
            body += "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(quotable(part.name))\"\r\n"
            if part.json { body += "Content-Type: application/json\r\n" }
            body += "\r\n\(part.text)\r\n"
        }
        return Array((body + "--\(boundary)--\r\n").utf8)
    }

    private static func quotable(_ name: String) -> String {
        // By scalar: "\r\n" is one Character, neither "\r" nor "\n".
        var quoted = String.UnicodeScalarView()
        for scalar in name.unicodeScalars where scalar != "\r" && scalar != "\n" {
            if scalar == "\\" || scalar == "\"" { quoted.append("\\") }
            quoted.append(scalar)
        }
        return String(quoted)
    }

    /// The `key=value` parameters after a header's first `;`, keys lowercased, quoted values unquoted.
    static func parameters(_ value: String) -> [String: String] {
        var result: [String: String] = [:]
        var rest = Substring(value)
        if let first = rest.firstIndex(of: ";"), !rest[..<first].contains("=") { rest = rest[rest.index(after: first)...] }
        while !rest.isEmpty {
            rest = rest.drop { $0 == " " || $0 == "\t" || $0 == ";" }
            guard let equals = rest.firstIndex(of: "=") else { break }
            let key = rest[..<equals].trimmingCharacters(in: .whitespaces).lowercased()
            rest = rest[rest.index(after: equals)...].drop { $0 == " " || $0 == "\t" }
            var parsed = ""
            if rest.first == "\"" {
                rest = rest.dropFirst()
                while let character = rest.first, character != "\"" {
                    rest = rest.dropFirst()
                    if character == "\\", let escaped = rest.first {
                        parsed.append(escaped)
                        rest = rest.dropFirst()
                    } else {
                        parsed.append(character)
                    }
                }
                rest = rest.dropFirst()
                rest = rest.drop { $0 != ";" }
            } else {
                let end = rest.firstIndex(of: ";") ?? rest.endIndex
                parsed = rest[..<end].trimmingCharacters(in: .whitespaces)
                rest = rest[end...]
            }
            if result[key] == nil { result[key] = parsed }
        }
        return result
    }

    /// The first `delimiter` at or after `start` that begins the body or a line.
    private static func find(_ delimiter: [UInt8], in body: [UInt8], from start: Int, lineStart: Bool) -> Int? {
        guard let first = delimiter.first, body.count >= delimiter.count else { return nil }
        var index = start
        while index + delimiter.count <= body.count {
            // The line start first: a body of dashes is then one comparison per byte, not per boundary.
            if body[index] == first, index == 0 || body[index - 1] == 0x0A,
                body[index..<index + delimiter.count].elementsEqual(delimiter)
            {
                return index
            }
            index += 1
        }
        return nil
    }

    /// Where the content ends: before the line break that precedes the next delimiter.
    private static func contentEnd(_ body: [UInt8], before delimiter: Int, from start: Int) -> Int {
        var end = delimiter
        if end > start, body[end - 1] == 0x0A { end -= 1 }
        if end > start, body[end - 1] == 0x0D { end -= 1 }
        return end
    }

    /// The index after a line break (CRLF, or a bare LF) at `position`; nil when none is there.
    private static func lineBreakEnd(_ body: [UInt8], at position: Int) -> Int? {
        if body[position...].starts(with: [0x0D, 0x0A]) { return position + 2 }
        if position < body.count, body[position] == 0x0A { return position + 1 }
        return nil
    }

    /// The headers from `start` to the blank line, names lowercased, and where the content starts.
    private static func headerBlock(_ body: [UInt8], from start: Int) -> ([String: String], Int)? {
        var headers: [String: String] = [:]
        var position = start
        while position < body.count {
            if let end = lineBreakEnd(body, at: position) { return (headers, end) }
            guard let lineEnd = body[position...].firstIndex(of: 0x0A) else { return nil }
            let line = String(decoding: body[position..<lineEnd], as: UTF8.self).trimmingCharacters(in: .newlines)
            if let colon = line.firstIndex(of: ":") {
                let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
                if headers[name] == nil {
                    headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                }
            }
            position = lineEnd + 1
        }
        return nil
    }
}
