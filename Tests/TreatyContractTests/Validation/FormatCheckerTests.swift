import Testing

@testable import TreatyContract

@Suite struct FormatCheckerTests {
    @Test(arguments: [
        ("date-time", "2024-02-29T22:59:60Z", false), ("date-time", "1998-12-31T23:59:60Z", true),
        ("date-time", "1998-12-31T15:59:60.123-08:00", true), ("date-time", "2024-01-01t10:00:00z", true),
        ("date-time", "2024-01-01T10:00:00", false), ("date-time", "2024-01-01 10:00:00Z", false),
        ("date-time", "2024-01-01T24:00:00Z", false), ("date-time", "2024-01-01T10:00:00.Z", false),
        ("date", "2023-02-28", true), ("date", "2023-02-29", false), ("date", "2000-02-29", true), ("date", "1900-02-29", false),
        ("date", "2023-4-01", false), ("date", "2023-04-31", false),
        ("uuid", "2EB8AA08-AA98-11EA-B4AA-73B441D16380", true), ("uuid", "2eb8aa08aa9811eab4aa73b441d16380", false),
        ("uuid", "2eb8aa08-aa98-11ea-b4aa-73b441d1638g", false),
        ("email", "joe.bloggs@example.com", true), ("email", "\"joe bloggs\"@example.com", true),
        ("email", "joe@[127.0.0.1]", true), ("email", "joe@[IPv6:::1]", true), ("email", "te..st@example.com", false),
        ("email", ".test@example.com", false), ("email", "joe@invalid=domain.com", false), ("email", "2962", false),
        ("uri", "http://foo.bar/?baz=qux#quux", true), ("uri", "mailto:John.Doe@example.com", true),
        ("uri", "ldap://[2001:db8::7]/c=GB?objectClass?one", true), ("uri", "//foo.bar/", false), ("uri", "abc", false),
        ("uri", "http:// shouldfail.com", false), ("uri", "bar,baz:foo", false), ("uri", "http://a/%zz", false),
        ("ipv4", "192.168.0.1", true), ("ipv4", "256.0.0.1", false), ("ipv4", "087.10.0.1", false), ("ipv4", "1.2.3", false),
        ("ipv6", "::", true), ("ipv6", "1:2:3:4:5:6:7:8", true), ("ipv6", "1::d6:192.168.0.1", true),
        ("ipv6", "1:2:3:4:5:6:7:8:9", false), ("ipv6", "1::d6::42", false), ("ipv6", "fe80::1%eth0", false),
        ("ipv6", "12345::", false), ("ipv6", ":2:3:4:5:6:7:8", false), ("ipv6", "1:2:3:4:1.2.3", false),
        ("hostname", "api.example.com", true), ("hostname", "-bad.example.com", false), ("hostname", "a..b", false),
    ])
    func checksFormat(format: String, text: String, valid: Bool) {
        #expect(FormatChecker.check(text, format: format) == valid)
    }

    @Test func unknownFormatsAreNotChecked() {
        #expect(FormatChecker.check("anything", format: "snowflake") == nil)
        #expect(FormatChecker.check("anything", format: "password") == nil)
        #expect(FormatChecker.check(JSONNumber(1), format: "double") == nil)
    }

    @Test(arguments: [
        ("int32", "2147483647", true), ("int32", "2147483648", false), ("int32", "-2147483648", true),
        ("int32", "-2147483649", false), ("int64", "9223372036854775807", true), ("int64", "9223372036854775808", false),
        ("int64", "-9223372036854775808", true), ("int64", "1e3", true),
    ])
    func checksIntegerWidths(format: String, text: String, valid: Bool) {
        #expect(FormatChecker.check(JSONNumber(text: text), format: format) == valid)
    }

    @Test func everyCheckedFormatIsChecked() {
        for format in FormatCatalogue.checked {
            let checked =
                FormatChecker.check("x", format: format) != nil || FormatChecker.check(JSONNumber(1), format: format) != nil
            #expect(checked, "'\(format)' is listed as checked but nothing checks it")
        }
        for format in FormatCatalogue.annotations {
            #expect(FormatChecker.check("x", format: format) == nil && FormatChecker.check(JSONNumber(1), format: format) == nil)
        }
    }
}

/// RFC 3339 date-times read as instants.
@Suite struct FormatCheckerInstantTests {
    @Test func spellingsOfOneMomentAreOneInstant() {
        let instant = FormatChecker.instant("1970-01-01T00:00:00Z")
        #expect(instant == FormatChecker.Instant(seconds: 0, fraction: ""))
        #expect(FormatChecker.instant("2000-03-01T00:00:00Z")?.seconds == 951_868_800)
        #expect(FormatChecker.instant("1969-12-31T23:59:59.5Z") == FormatChecker.Instant(seconds: -1, fraction: "5"))
        #expect(FormatChecker.instant("2012-10-10T01:39:01.120+02:00") == FormatChecker.instant("2012-10-09T23:39:01.12Z"))
        #expect(FormatChecker.instant("2012-10-09T23:39:01Z") != FormatChecker.instant("2012-10-09T23:39:01.000001Z"))
        #expect(FormatChecker.instant("2012-02-30T00:00:00Z") == nil)
        #expect(FormatChecker.instant("2012-10-09") == nil)
    }
}
