/// The `format` values Treaty checks (``FormatCatalogue/checked``), each per its RFC; other
/// formats are accepted unchecked.
package enum FormatChecker {
    /// Whether `text` is valid for `format`, or nil when Treaty does not know the format.
    package static func check(_ text: String, format: String) -> Bool? {
        check(Array(text.utf8)[...], format: format)
    }

    private static func check(_ bytes: ArraySlice<UInt8>, format: String) -> Bool? {
        switch format {
        case "date-time": return isDateTime(bytes)
        case "date": return isDate(bytes)
        case "uuid": return isUUID(bytes)
        case "email": return isEmail(bytes)
        case "uri": return isURI(bytes)
        case "ipv4": return isIPv4(bytes)
        case "ipv6": return isIPv6(bytes)
        case "hostname": return isHostname(bytes)
        default: return nil
        }
    }

    /// Whether an integer fits the width `format` names (`int32`, `int64`), or nil for any other
    /// format. A fraction is the `type` keyword's business, not the format's.
    static func check(_ number: JSONNumber, format: String) -> Bool? {
        let range: ClosedRange<JSONNumber>
        switch format {
        case "int32": range = JSONNumber(Int(Int32.min))...JSONNumber(Int(Int32.max))
        case "int64": range = JSONNumber(Int(Int64.min))...JSONNumber(Int(Int64.max))
        default: return nil
        }
        return range.contains(number)
    }

    /// RFC 4122's `8-4-4-4-12` hexadecimal form, either case.
    static func isUUID(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard bytes.count == 36 else { return false }
        for (index, byte) in bytes.enumerated() {
            if [8, 13, 18, 23].contains(index) {
                guard byte == UInt8(ascii: "-") else { return false }
            } else if !isHexDigit(byte) {
                return false
            }
        }
        return true
    }

    /// RFC 3339 `full-date`: `YYYY-MM-DD` with a day that exists in that month.
    static func isDate(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard bytes.count == 10,
            let year = number(bytes, 0, 4), separator(bytes, 4, "-"),
            let month = number(bytes, 5, 2), separator(bytes, 7, "-"),
            let day = number(bytes, 8, 2)
        else { return false }
        return (1...12).contains(month) && day >= 1 && day <= daysIn(month: month, year: year)
    }

    /// RFC 3339 `date-time`: full date, `T`, time with optional fraction, and `Z` or a numeric offset;
    /// second 60 only where it is 23:59:60 in UTC.
    static func isDateTime(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard bytes.count >= 20, isDate(bytes.prefix(10)), bytes[bytes.startIndex + 10] | 0x20 == UInt8(ascii: "t") else {
            return false
        }
        let time = bytes.dropFirst(11)
        guard let hour = number(time, 0, 2), separator(time, 2, ":"), let minute = number(time, 3, 2),
            separator(time, 5, ":"), let second = number(time, 6, 2), hour < 24, minute < 60, second <= 60
        else { return false }
        var rest = time.dropFirst(8)
        if rest.first == UInt8(ascii: ".") {
            let digits = rest.dropFirst().prefix { isDigit($0) }
            guard !digits.isEmpty else { return false }
            rest = rest.dropFirst(1 + digits.count)
        }
        var offsetMinutes = 0
        if rest.count == 1, rest[rest.startIndex] | 0x20 == UInt8(ascii: "z") {
            offsetMinutes = 0
        } else if rest.count == 6, rest.first == UInt8(ascii: "+") || rest.first == UInt8(ascii: "-"),
            let offsetHour = number(rest, 1, 2), separator(rest, 3, ":"), let offsetMinute = number(rest, 4, 2),
            offsetHour < 24, offsetMinute < 60
        {
            offsetMinutes = (offsetHour * 60 + offsetMinute) * (rest.first == UInt8(ascii: "-") ? -1 : 1)
        } else {
            return false
        }
        guard second == 60 else { return true }
        let utcMinutes = ((hour * 60 + minute - offsetMinutes) % 1440 + 1440) % 1440
        return utcMinutes == 23 * 60 + 59
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// The decimal value of `count` ASCII digits at `offset` in `bytes`, or nil.
    static func number(_ bytes: ArraySlice<UInt8>, _ offset: Int, _ count: Int) -> Int? {
        guard bytes.count >= offset + count else { return nil }
        var value = 0
        for byte in bytes.dropFirst(offset).prefix(count) {
            guard isDigit(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    static func separator(_ bytes: ArraySlice<UInt8>, _ offset: Int, _ character: Unicode.Scalar) -> Bool {
        bytes.count > offset && bytes[bytes.startIndex + offset] == UInt8(ascii: character)
    }

    package static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    package static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "f"))
    }

    package static func isAlpha(_ byte: UInt8) -> Bool {
        byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")
    }
}
