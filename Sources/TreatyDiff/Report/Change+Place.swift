import TreatyContract

extension Change {
    /// Where the change is, in the contract's terms: `Projects getProject 200 response.body/properties/email`.
    var place: String {
        let element = (target ?? "") + pointer
        return [contract, endpoint, status, element.isEmpty ? nil : element].compactMap { $0 }.joined(separator: " ")
    }
}

/// A run of places at one site (``ChangeSite``: contract, endpoint, status and target, all but
/// the pointer), measured once for the run, so that each place's ``Change/place`` length is
/// counted without building the place.
///
/// Why: grouping a report asks the length of every place, hundreds of thousands on a large API,
/// and the places of one body or parameter come one after another in the order found.
struct PlaceRun {
    private let site: Shared<ChangeSite>?
    /// Whether every part is ASCII without `\r`, so that each byte is one character.
    private let isPlain: Bool
    /// The bytes of the contract, endpoint and status, and how many of them are written.
    private let leading: (length: Int, parts: Int)
    private let targetLength: Int

    init(of change: UnsafePointer<Change>) {
        site = change.pointee.site
        let parts = site?.value ?? ChangeSite()
        isPlain = [parts.contract, parts.endpoint, parts.status, parts.target].allSatisfy { $0.map(Self.isPlain) ?? true }
        let written = [parts.contract, parts.endpoint, parts.status].compactMap { $0?.utf8.count }
        leading = (written.reduce(0, +), written.count)
        targetLength = parts.target?.utf8.count ?? 0
    }

    /// Whether `change` is at this run's site: mostly the very same object, which compares at once.
    func holds(_ change: UnsafePointer<Change>) -> Bool {
        change.pointee.site === site || change.pointee.site?.value ?? ChangeSite() == site?.value ?? ChangeSite()
    }

    /// `change.place.count`, for a change at this run's site: when it is ASCII without `\r`,
    /// each byte is one character.
    func placeLength(_ change: UnsafePointer<Change>) -> Int {
        guard isPlain, Self.isPlain(change.pointee.pointer) else { return change.pointee.place.count }
        let element = targetLength + change.pointee.pointer.utf8.count
        let parts = leading.parts + (element > 0 ? 1 : 0)
        // The parts written, and a space between each two.
        return leading.length + element + max(0, parts - 1)
    }

    /// ASCII without `\r`: no two of its characters join (`\r\n` is the one ASCII pair that
    /// does). Read in place (inlined, the string is not retained for a call) and eight bytes at a
    /// time: asked at every place of a large report, a byte at a time it was most of grouping one.
    @inline(__always)
    static func isPlain(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { isPlain(UnsafeRawBufferPointer($0)) }
            ?? text.utf8.allSatisfy { $0 < 0x80 && $0 != carriageReturn }
    }

    private static func isPlain(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset + 8 <= bytes.count {
            let word = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            if word & highBits != 0 || hasZeroByte(word ^ (UInt64(carriageReturn) &* lowBits)) { return false }
            offset += 8
        }
        for byte in bytes[offset...] where byte >= 0x80 || byte == carriageReturn { return false }
        return true
    }

    private static let lowBits: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080
    private static let carriageReturn: UInt8 = 0x0D

    /// Whether one of the eight bytes of `word` is zero: subtracting one from each byte sets the
    /// high bit of a byte that was zero, and of none that was not until a zero byte is met.
    private static func hasZeroByte(_ word: UInt64) -> Bool {
        (word &- lowBits) & ~word & highBits != 0
    }
}
