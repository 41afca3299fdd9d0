/// SHA-256 (FIPS 180-4), for naming stored contracts by their content: a usage store keeps one
/// copy of each contract however many app versions were built against it, and a record names
/// its contract by this digest, so a changed contract file can never pass for another.
///
/// Written out here because Foundation on Linux has no digest and the project takes no package
/// for one; ``hex(_:)`` is all a caller needs.
public enum SHA256 {
    /// The digest of `bytes` as 64 lower-case hexadecimal digits.
    public static func hex(_ bytes: some Collection<UInt8>) -> String {
        var state = initial
        var message = Array(bytes)
        let bitLength = UInt64(message.count) &* 8
        message.append(0x80)
        message.append(contentsOf: repeatElement(0, count: (120 - message.count % 64) % 64))
        for shift in stride(from: 56, through: 0, by: -8) {
            message.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
        }
        // Through buffers, block by block: can-i-deploy checks megabytes of stored contracts with it.
        var schedule = [UInt32](repeating: 0, count: 64)
        message.withUnsafeBufferPointer { blocks in
            schedule.withUnsafeMutableBufferPointer { w in
                state.withUnsafeMutableBufferPointer { h in
                    for start in stride(from: 0, to: blocks.count, by: 64) { compress(blocks, at: start, h, w) }
                }
            }
        }
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(64)
        for word in state {
            for shift in stride(from: 28, through: 0, by: -4) { text.append(digits[Int((word >> UInt32(shift)) & 0xF)]) }
        }
        return String(decoding: text, as: UTF8.self)
    }

    private static func compress(
        _ block: UnsafeBufferPointer<UInt8>, at base: Int, _ h: UnsafeMutableBufferPointer<UInt32>,
        _ w: UnsafeMutableBufferPointer<UInt32>
    ) {
        for index in 0..<16 {
            let at = base + index * 4
            w[index] = UInt32(block[at]) << 24 | UInt32(block[at + 1]) << 16 | UInt32(block[at + 2]) << 8 | UInt32(block[at + 3])
        }
        for index in 16..<64 {
            let s0 = rotate(w[index - 15], 7) ^ rotate(w[index - 15], 18) ^ (w[index - 15] >> 3)
            let s1 = rotate(w[index - 2], 17) ^ rotate(w[index - 2], 19) ^ (w[index - 2] >> 10)
            w[index] = w[index - 16] &+ s0 &+ w[index - 7] &+ s1
        }
        var (a, b, c, d, e, f, g, hh) = (h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7])
        for index in 0..<64 {
            let t1 = hh &+ (rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)) &+ ((e & f) ^ (~e & g)) &+ constants[index] &+ w[index]
            let t2 = (rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)) &+ ((a & b) ^ (a & c) ^ (b & c))
            (hh, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ t2)
        }
        h[0] = h[0] &+ a
        h[1] = h[1] &+ b
        h[2] = h[2] &+ c
        h[3] = h[3] &+ d
        h[4] = h[4] &+ e
        h[5] = h[5] &+ f
        h[6] = h[6] &+ g
        h[7] = h[7] &+ hh
    }

    private static func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
        value >> count | value << (32 - count)
    }

    /// The first 32 bits of the fractional parts of the square roots of the first 8 primes.
    private static let initial: [UInt32] = [
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
    ]

    /// The first 32 bits of the fractional parts of the cube roots of the first 64 primes.
    private static let constants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]
}
