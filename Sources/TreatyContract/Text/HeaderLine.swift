/// CR, LF and NUL in a header name or value: on the wire they would end the header line and start
/// another (or a second request), or cut the line short. Lint refuses them in contracts, the live
/// checker refuses to send them, and its transport removes them as a last guard.
///
/// Looked for by Unicode scalar: as a `Character`, `"\r\n"` is one character, equal to neither
/// `"\r"` nor `"\n"`, so a `Character` filter lets the pair through.
public enum HeaderLine {
    /// Whether `text` holds CR, LF or NUL. Their UTF-8 bytes stand for nothing else, so the
    /// bytes are searched.
    public static func breaks(_ text: String) -> Bool {
        text.utf8.contains { $0 == 0x0D || $0 == 0x0A || $0 == 0x00 }
    }

    /// `text` without CR, LF or NUL.
    public static func oneLine(_ text: String) -> String {
        var line = text
        line.unicodeScalars.removeAll(where: isBreaking)
        return line
    }

    /// RFC 9110 `tchar`: what a method, a header name or each half of a media type may contain.
    public static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 48...57, 65...90, 97...122: return true
        case 33, 35, 36, 37, 38, 39, 42, 43, 45, 46, 94, 95, 96, 124, 126: return true
        default: return false
        }
    }

    private static func isBreaking(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\r" || scalar == "\n" || scalar == "\0"
    }
}
