/// RFC 3339 date-times read as instants, so that two spellings of one moment compare equal:
/// `2012-10-09T23:39:01Z`, `2012-10-09T23:39:01.000Z` and `2012-10-10T01:39:01+02:00`.
extension FormatChecker {
    /// One moment: whole seconds since 1970-01-01T00:00:00Z, and the fraction's digits without
    /// trailing zeros (exact, however many digits a client writes).
    package struct Instant: Hashable, Sendable {
        package var seconds: Int
        package var fraction: String
    }

    /// The instant a valid RFC 3339 `date-time` names, or nil for any other text. A leap second
    /// (`23:59:60`) reads as the second after `23:59:59`.
    package static func instant(_ text: String) -> Instant? {
        let bytes = Array(text.utf8)[...]
        guard isDateTime(bytes), let year = number(bytes, 0, 4), let month = number(bytes, 5, 2),
            let day = number(bytes, 8, 2)
        else { return nil }
        let time = bytes.dropFirst(11)
        guard let hour = number(time, 0, 2), let minute = number(time, 3, 2), let second = number(time, 6, 2) else {
            return nil
        }
        var rest = time.dropFirst(8)
        var fraction = ""
        if rest.first == UInt8(ascii: ".") {
            let digits = rest.dropFirst().prefix { isDigit($0) }
            fraction = String(decoding: digits, as: UTF8.self)
            while fraction.hasSuffix("0") { fraction.removeLast() }
            rest = rest.dropFirst(1 + digits.count)
        }
        var offset = 0
        if rest.count == 6, let offsetHour = number(rest, 1, 2), let offsetMinute = number(rest, 4, 2) {
            offset = (offsetHour * 3_600 + offsetMinute * 60) * (rest.first == UInt8(ascii: "-") ? -1 : 1)
        }
        let days = daysSinceEpoch(year: year, month: month, day: day)
        return Instant(seconds: days * 86_400 + hour * 3_600 + minute * 60 + second - offset, fraction: fraction)
    }

    /// Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's civil-days algorithm).
    static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let shifted = month <= 2 ? year - 1 : year
        let era = (shifted >= 0 ? shifted : shifted - 399) / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
