import TreatyContract

/// The string-level detectors behind ``FixtureSecretScanner``; each returns the matching tokens.
enum SecretDetectors {
    /// Second-level domains and top-level domains reserved for examples (RFC 2606, RFC 6761).
    static let reservedDomains = ["example.com", "example.org", "example.net"]
    static let reservedTopLevel = ["test", "invalid", "example", "localhost"]
    /// Words that mark an address nobody reads, as a local part (`noreply@…`) or as a label of the
    /// domain (`123+octocat@users.noreply.github.com`, a host's relay that hides the person's own
    /// address): such an address is published on purpose and names no one's mailbox.
    static let noReplyWords: Set<String> = ["noreply", "no-reply", "donotreply", "do-not-reply"]

    /// Provider key prefixes, each with the fewest characters expected after it.
    static let keyPrefixes: [(String, Int)] = [
        ("sk_live_", 16), ("sk_test_", 16), ("pk_live_", 16), ("rk_live_", 16), ("ghp_", 30), ("gho_", 30),
        ("ghu_", 30), ("ghs_", 30), ("ghr_", 30), ("github_pat_", 30), ("glpat-", 20), ("xoxb-", 20), ("xoxp-", 20),
        ("xoxa-", 20), ("AKIA", 16), ("ASIA", 16), ("AIza", 30), ("sk-", 32),
    ]

    /// The fewest characters a provider key has, prefix included.
    static let shortestKey = keyPrefixes.map { $0.0.utf8.count + $0.1 }.min() ?? 0

    /// Member names whose values are secrets whatever they look like.
    static let secretNames = [
        "apikey", "api_key", "secret", "password", "passwd", "token", "accesstoken", "access_token", "refreshtoken",
        "refresh_token", "clientsecret", "client_secret", "privatekey", "private_key",
    ]

    /// Addresses outside the reserved example domains. An SSH remote (`git@github.com:o/r.git`,
    /// `ssh://git@host/…`) has the form of an address but is a host to connect to: a `:` right
    /// after the host, or `://` right before the user, says so.
    static func personalEmails(_ text: String) -> [String] {
        // A byte search: an '@' a combining mark follows is no '@' character, but the word found
        // around it then ends at that '@', with no domain, so both searches find the same.
        guard text.utf8.contains(UInt8(ascii: "@")) else { return [] }
        let bytes = Array(text.utf8)
        return wordRanges(bytes, allowed: { isAlphanumeric($0) || isAny($0, of: "._%+-@") }).compactMap { range in
            let word = String(decoding: bytes[range], as: UTF8.self)
            let parts = word.split(separator: "@", omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, parts[1].contains(".") else { return nil }
            let remote =
                (range.upperBound < bytes.count && bytes[range.upperBound] == UInt8(ascii: ":"))
                || (range.lowerBound >= 3 && bytes[(range.lowerBound - 3)..<range.lowerBound].elementsEqual("://".utf8))
            guard !remote else { return nil }
            let domain = parts[1].lowercased().trimmingCharacters(".")
            guard let topLevel = domain.split(separator: ".").last, topLevel.count >= 2, topLevel.allSatisfy(\.isLetter) else {
                return nil
            }
            let reserved =
                reservedDomains.contains { domain == $0 || domain.hasSuffix("." + $0) }
                || reservedTopLevel.contains(String(topLevel))
            let noReply = ([parts[0].lowercased()] + domain.split(separator: ".").map(String.init)).contains {
                noReplyWords.contains($0)
            }
            return reserved || noReply ? nil : word
        }
    }

    /// Tokens after `Bearer ` (in any ASCII case). The marker is matched on the text's own bytes:
    /// matching it in a lowercased copy misplaced it, and could crash, where lowercasing changes
    /// a character's length (`İ` becomes two characters).
    static func bearerTokens(_ text: String) -> [String] {
        guard contains(text, "bearer ", ignoringASCIICase: true) else { return [] }
        let bytes = Array(text.utf8)
        let marker = Array("bearer ".utf8)
        var tokens: [String] = []
        var index = 0
        while index + marker.count <= bytes.count {
            guard (0..<marker.count).allSatisfy({ sameIgnoringASCIICase(bytes[index + $0], marker[$0]) }) else {
                index += 1
                continue
            }
            let start = index + marker.count
            var end = start
            while end < bytes.count, isAlphanumeric(bytes[end]) || isAny(bytes[end], of: "._~+/-=") { end += 1 }
            let token = String(decoding: bytes[start..<end], as: UTF8.self)
            // A JWT after 'Bearer' is reported once, as a JWT.
            if end - start >= 8, webTokens(token).isEmpty, !isPlaceholder(token) { tokens.append(token) }
            index = max(end, index + 1)
        }
        return tokens
    }

    static func webTokens(_ text: String) -> [String] {
        // Searched as bytes: where 'eyJ' is not a run of characters (a combining mark follows),
        // the word around it ends there and cannot be a token.
        guard contains(text, "eyJ", ignoringASCIICase: false) else { return [] }
        return words(text, allowed: { isAlphanumeric($0) || isAny($0, of: "_-.") }).filter { word in
            let parts = word.split(separator: ".", omittingEmptySubsequences: false)
            return parts.count == 3 && parts[0].hasPrefix("eyJ") && parts[1].hasPrefix("eyJ") && parts[0].count >= 10
                && parts[1].count >= 10
        }
    }

    static func providerKeys(_ text: String) -> [String] {
        // A word shorter than the shortest prefix with its characters is no key: not made a string.
        words(text, allowed: { isAlphanumeric($0) || isAny($0, of: "_-") }, where: { $0.count >= shortestKey }).filter {
            word in
            keyPrefixes.contains { prefix, length in word.hasPrefix(prefix) && word.utf8.count >= prefix.utf8.count + length }
                && !isPlaceholder(String(word.dropFirst(4)))
        }
    }

    static func privateAddresses(_ text: String) -> [String] {
        // A candidate holds a ':' (IPv6, or IPv4 and a port), or is digits and '.'s (IPv4): other
        // runs, such as hex words or dotted names, are no address and are not made strings.
        let candidates = words(
            text, allowed: { isHexDigit($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: ":") },
            where: { run in
                run.contains(UInt8(ascii: ":"))
                    || (run.contains(UInt8(ascii: "."))
                        && run.allSatisfy { FormatChecker.isDigit($0) || $0 == UInt8(ascii: ".") })
            })
        var found: [String] = []
        for word in candidates {
            if word.contains(":"), FormatChecker.isIPv6(Array(word.utf8)[...]) {
                if isPrivateIPv6(word) { found.append(word) }
                continue
            }
            // `192.168.0.10:8080`: an IPv4 address followed by a port.
            for part in word.split(separator: ":")
            where FormatChecker.isIPv4(Array(part.utf8)[...]) && isPrivateIPv4(String(part)) {
                found.append(String(part))
            }
        }
        return found
    }

    static func isPrivateIPv4(_ address: String) -> Bool {
        let octets = address.split(separator: ".").compactMap { Int($0) }
        guard octets.count == 4 else { return false }
        switch (octets[0], octets[1]) {
        case (10, _), (127, _), (0, _): return true
        case (172, 16...31), (192, 168), (169, 254), (100, 64...127): return true
        default: return false
        }
    }

    static func isPrivateIPv6(_ address: String) -> Bool {
        let lower = address.lowercased()
        if lower == "::1" { return true }
        guard let first = lower.split(separator: ":", omittingEmptySubsequences: false).first, first.count == 4 else {
            return false
        }
        return first.hasPrefix("fc") || first.hasPrefix("fd") || ["fe8", "fe9", "fea", "feb"].contains { first.hasPrefix($0) }
    }

    static func isSecretName(_ key: String) -> Bool {
        let lower = key.lowercased()
        // Each way of naming a secret ends with its name: the other tests only for those that do.
        return secretNames.contains {
            lower.hasSuffix($0) && (lower == $0 || lower.hasSuffix("_" + $0) || $0.count >= 6)
        }
    }

    /// Too uniform to be a real token: fewer than six distinct characters, as in `xxxx-0000` or
    /// the placeholders ``FixtureScrubber`` writes. Real tokens are random and use far more.
    static func isPlaceholder(_ token: String) -> Bool {
        Set(token.utf8).count < 6
    }

    /// Long enough and varied enough to be a real secret, not a placeholder like `xxx` or `<token>`.
    static func looksLikeSecretValue(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count >= 12, bytes.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else { return false }
        return Set(bytes).count >= 8 && !bytes.contains(UInt8(ascii: "<"))
    }

    /// Keeps enough to recognise the value: an email's first letter and domain, a token's first four characters.
    static func redact(_ token: String, kind: SecretFinding.Kind) -> String {
        switch kind {
        case .personalEmail:
            let parts = token.split(separator: "@", maxSplits: 1)
            return "\(parts[0].prefix(1))…@\(parts.count > 1 ? parts[1] : "")"
        case .privateAddress:
            return token
        default:
            return "\(token.prefix(4))…"
        }
    }

    /// Maximal runs of bytes passing `allowed`; with `keep`, only the runs it accepts are made
    /// strings (most words of a long text are no candidate, and making each a string was most of
    /// a scan's cost).
    @inline(__always)
    private static func words(
        _ text: String, allowed: (UInt8) -> Bool, where keep: (UnsafeBufferPointer<UInt8>) -> Bool = { _ in true }
    ) -> [String] {
        var text = text
        return text.withUTF8 { bytes in
            var found: [String] = []
            var start: Int?
            for index in 0...bytes.count {
                if index < bytes.count, allowed(bytes[index]) {
                    if start == nil { start = index }
                } else if let first = start {
                    let run = UnsafeBufferPointer(rebasing: bytes[first..<index])
                    if keep(run) { found.append(String(decoding: run, as: UTF8.self)) }
                    start = nil
                }
            }
            return found
        }
    }

    /// Whether `text` holds `needle` (ASCII), optionally in any ASCII case.
    private static func contains(_ text: String, _ needle: StaticString, ignoringASCIICase: Bool) -> Bool {
        let pattern = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count >= pattern.count else { return false }
            for start in 0...(bytes.count - pattern.count) {
                var matched = 0
                while matched < pattern.count,
                    ignoringASCIICase
                        ? sameIgnoringASCIICase(bytes[start + matched], pattern[matched])
                        : bytes[start + matched] == pattern[matched]
                {
                    matched += 1
                }
                if matched == pattern.count { return true }
            }
            return false
        }
    }

    /// Where the maximal runs of bytes passing `allowed` lie, so a detector can look at their neighbours.
    private static func wordRanges(_ bytes: [UInt8], allowed: (UInt8) -> Bool) -> [Range<Int>] {
        bytes.split(whereSeparator: { !allowed($0) }).map { $0.startIndex..<$0.endIndex }
    }

    /// Whether `byte` is `expected`, an ASCII letter matching in either case.
    private static func sameIgnoringASCIICase(_ byte: UInt8, _ expected: UInt8) -> Bool {
        byte == expected || (FormatChecker.isAlpha(byte) && FormatChecker.isAlpha(expected) && byte | 0x20 == expected | 0x20)
    }

    /// Whether `byte` is one of the ASCII punctuation `characters`: read from the literal's bytes
    /// in place, since every byte of every scanned string asks (a `String`'s `utf8.contains` cost
    /// more than the search it served).
    @inline(__always)
    private static func isAny(_ byte: UInt8, of characters: StaticString) -> Bool {
        let start = characters.utf8Start
        for offset in 0..<characters.utf8CodeUnitCount where start[offset] == byte { return true }
        return false
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool { FormatChecker.isAlpha(byte) || FormatChecker.isDigit(byte) }
    private static func isHexDigit(_ byte: UInt8) -> Bool { FormatChecker.isHexDigit(byte) }
}

extension String {
    fileprivate func trimmingCharacters(_ character: Character) -> String {
        String(drop(while: { $0 == character }).reversed().drop(while: { $0 == character }).reversed())
    }
}
