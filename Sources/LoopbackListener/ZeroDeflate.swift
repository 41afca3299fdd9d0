/// A gzip stream of nothing but zero bytes, written without a compression library: one
/// fixed-Huffman DEFLATE block of a literal zero followed by 258-byte copies at distance 1.
///
/// Each copy costs 13 bits, so eight copies are exactly 13 bytes and the stream is periodic: a
/// hostile server can send gigabytes of decoded body from a few megabytes on the wire.
struct ZeroDeflate {
    private var copiesLeft: Int
    private var started = false
    private var finished = false
    private var bits = BitWriter()

    init(decodedBytes: Int) {
        copiesLeft = max(0, decodedBytes - 1) / 258
    }

    /// The next chunk of the stream (about 64 KiB), or nil at its end.
    mutating func next() -> [UInt8]? {
        guard !finished else { return nil }
        var chunk: [UInt8] = []
        if !started {
            started = true
            // gzip member header: magic, deflate, no flags, no time, no extra flags, unknown OS.
            chunk = [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 0xFF]
            bits.write(1, count: 1)  // BFINAL
            bits.write(1, count: 2)  // BTYPE 01: fixed Huffman
            bits.writeCode(0b0011_0000, count: 8)  // literal 0
        }
        while copiesLeft > 0, bits.bytes.count < 65_536 {
            bits.writeCode(0b1100_0101, count: 8)  // length code 285: 258 bytes
            bits.writeCode(0, count: 5)  // distance code 0: distance 1
            copiesLeft -= 1
        }
        if copiesLeft == 0 {
            bits.writeCode(0, count: 7)  // end of block
            bits.flush()
            finished = true
        }
        chunk += bits.bytes
        bits.bytes.removeAll(keepingCapacity: true)
        return chunk
    }
}

/// DEFLATE's bit order: data fields least-significant bit first, Huffman codes most-significant first.
private struct BitWriter {
    var bytes: [UInt8] = []
    private var current: UInt8 = 0
    private var used = 0

    mutating func write(_ value: Int, count: Int) {
        for index in 0..<count { push((value >> index) & 1) }
    }

    mutating func writeCode(_ code: Int, count: Int) {
        for index in stride(from: count - 1, through: 0, by: -1) { push((code >> index) & 1) }
    }

    mutating func flush() {
        if used > 0 { bytes.append(current) }
        current = 0
        used = 0
    }

    private mutating func push(_ bit: Int) {
        current |= UInt8(bit) << used
        used += 1
        if used == 8 {
            bytes.append(current)
            current = 0
            used = 0
        }
    }
}
