import TreatyContract

extension Change {
    /// Where the change is, in the contract's terms: `Projects getProject 200 response.body/properties/email`.
    var place: String {
        let element = (target ?? "") + pointer
        return [contract, endpoint, status, element.isEmpty ? nil : element].compactMap { $0 }.joined(separator: " ")
    }

    /// `place.count`, counted without building the place when it is ASCII without a carriage
    /// return, where each byte is one character; grouping a large API's report asks it at every place.
    var placeLength: Int {
        guard Self.isPlain(contract), Self.isPlain(endpoint), Self.isPlain(status), Self.isPlain(target),
            Self.isPlain(pointer)
        else { return place.count }
        let element = (target?.utf8.count ?? 0) + pointer.utf8.count
        var (total, written) = (0, 0)
        // The parts written, and a space between each two; each part counted in place, without
        // building a list of them at every place.
        func add(_ length: Int?) {
            guard let length else { return }
            (total, written) = (total + length, written + 1)
        }
        add(contract?.utf8.count)
        add(endpoint?.utf8.count)
        add(status?.utf8.count)
        add(element == 0 ? nil : element)
        return total + max(0, written - 1)
    }

    /// Absent, or ASCII without `\r`: no two of its characters join (`\r\n` is the one ASCII pair
    /// that does). Read eight bytes at a time: asked of five strings at each of hundreds of
    /// thousands of places, a byte at a time it was most of grouping a large API's report.
    private static func isPlain(_ text: String?) -> Bool {
        guard var text else { return true }
        return text.withUTF8 { bytes in
            let raw = UnsafeRawBufferPointer(bytes)
            var offset = 0
            while offset + 8 <= raw.count {
                let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                if word & highBits != 0 || hasZeroByte(word ^ (UInt64(carriageReturn) &* lowBits)) { return false }
                offset += 8
            }
            for byte in raw[offset...] where byte >= 0x80 || byte == carriageReturn { return false }
            return true
        }
    }

    private static let lowBits: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080
    private static let carriageReturn: UInt8 = 0x0D

    /// Whether one of the eight bytes of `word` is zero, all of them being ASCII: subtracting one
    /// from each byte sets the high bit of exactly those that were zero.
    private static func hasZeroByte(_ word: UInt64) -> Bool {
        (word &- lowBits) & ~word & highBits != 0
    }
}
