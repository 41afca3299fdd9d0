/// A compressed body of nothing but zero bytes, in the encoding a hostile server names: a few
/// megabytes on the wire that decode to gigabytes. Written without a compression library.
///
/// - `gzip` / `deflate`: one fixed-Huffman DEFLATE block of a literal zero followed by 258-byte
///   copies at distance 1; each copy is 13 bits, so eight are exactly 13 bytes (about 160:1).
/// - `zstd`: a frame of RLE blocks, 4 bytes for each 128 KiB.
/// - `br`: a stream that the reference brotli encoder (quality 5, 16 MiB window) writes for
///   zero bytes: an 11-byte header, then 101 bytes for every 128 MiB, repeated. The stream is
///   never closed; the client is meant to give up first.
public struct CompressionBomb: Sendable {
    private let encoding: String
    private var decodedLeft: Int
    private var started = false
    private var bits = BitWriter()

    /// - Parameters:
    ///   - encoding: `gzip`, `deflate`, `br` or `zstd`; anything else gets the gzip stream.
    ///   - decodedBytes: about how much the body decodes to.
    public init(encoding: String, decodedBytes: Int) {
        self.encoding = encoding
        decodedLeft = decodedBytes
    }

    /// The next chunk of the stream (at most about 64 KiB), or nil at its end.
    public mutating func next() -> [UInt8]? {
        guard decodedLeft > 0 else { return nil }
        switch encoding {
        case "zstd": return nextZstd()
        case "br": return nextBrotli()
        default: return nextDeflate()
        }
    }

    private mutating func nextZstd() -> [UInt8]? {
        var chunk: [UInt8] = []
        if !started {
            started = true
            // Magic number, no content size or checksum, a 128 KiB window.
            chunk = [0x28, 0xB5, 0x2F, 0xFD, 0x00, 0x38]
        }
        while decodedLeft > 0, chunk.count < 65_536 {
            decodedLeft -= 131_072
            // Block header: 128 KiB << 3, type 1 (RLE), last-block bit; then the byte repeated.
            chunk += [decodedLeft > 0 ? 0x02 : 0x03, 0x00, 0x10, 0x00]
        }
        return chunk
    }

    private static let brotliHeader: [UInt8] = hex("cfffff7f002400e2b14072")
    private static let brotliPeriod: [UInt8] = hex(
        "effff9ffff0f8004401c1680eefd3fffffff01900088c302d0bdffe7ffff3f001200715800baf7fffcffff074002200e0b40f7fe9fffffff"
            + "004800c46101e8defff3ffff1f000980382c00ddfb7ffeffff032001108705a07bffcfffff7f002400e2b00074")

    private mutating func nextBrotli() -> [UInt8]? {
        var chunk: [UInt8] = []
        if !started {
            started = true
            chunk = CompressionBomb.brotliHeader
        }
        while decodedLeft > 0, chunk.count < 65_536 {
            decodedLeft -= 128 << 20
            chunk += CompressionBomb.brotliPeriod
        }
        return chunk
    }

    private mutating func nextDeflate() -> [UInt8]? {
        var chunk: [UInt8] = []
        if !started {
            started = true
            if encoding != "deflate" {
                // gzip member header: magic, deflate, no flags, no time, no extra flags, unknown OS.
                chunk = [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 0xFF]
            } else {
                chunk = [0x78, 0x01]  // zlib header: deflate, 32 KiB window, no dictionary
            }
            bits.write(1, count: 1)  // BFINAL
            bits.write(1, count: 2)  // BTYPE 01: fixed Huffman
            bits.writeCode(0b0011_0000, count: 8)  // literal 0
            decodedLeft -= 1
        }
        while decodedLeft > 0, bits.bytes.count < 65_536 {
            bits.writeCode(0b1100_0101, count: 8)  // length code 285: 258 bytes
            bits.writeCode(0, count: 5)  // distance code 0: distance 1
            decodedLeft -= 258
        }
        if decodedLeft <= 0 {
            bits.writeCode(0, count: 7)  // end of block
            bits.flush()
        }
        chunk += bits.bytes
        bits.bytes.removeAll(keepingCapacity: true)
        return chunk
    }

    private static func hex(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(index, offsetBy: 2)
            bytes.append(UInt8(text[index..<next], radix: 16)!)
            index = next
        }
        return bytes
    }
}

/// DEFLATE's bit order: data fields least-significant bit first, Huffman codes most-significant first.
private struct BitWriter: Sendable {
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
