internal import CCurl
import Foundation
import TreatyContract

/// One transfer on one libcurl handle: the response head as it arrives, the body up to the cap,
/// and the reason the transfer was stopped, if Treaty stopped it.
///
/// libcurl calls the callbacks below on the thread running `curl_easy_perform`, one chunk of at
/// most 16 KiB at a time and after content decoding, so the cap counts decoded bytes and a
/// callback that answers "stop" ends the transfer before the next chunk is decoded: a gzip,
/// brotli or zstd bomb costs no more than the cap.
final class CurlExchange: @unchecked Sendable {
    let maxBodyBytes: Int
    /// The most bytes of response head kept; a longer head stops the transfer. Below libcurl's
    /// own bound (300 KB in 7.88), which ends a transfer without saying why it did.
    static let maxHeadBytes = 256 * 1024
    /// The most header lines kept; a head with more stops the transfer. Real APIs send a few
    /// dozen; 8,000 tiny lines fit in ``maxHeadBytes`` and used to cost seconds after the
    /// deadline, when they were joined.
    static let maxHeaderLines = 1_000

    private(set) var status = 0
    /// Header lines of the final response (interim 1xx heads are dropped), names as received.
    private(set) var headers: [(name: String, value: String)] = []
    /// The body so far, as libcurl's chunks: a body of unknown length never grows one buffer by
    /// doubling (which would hold up to twice the cap and leave large freed blocks behind, so
    /// resident memory would creep past the cap over a run). A declared length is read into one
    /// buffer of that size instead.
    private var chunks: [[UInt8]] = []
    private var received = 0
    private(set) var headBytes = 0
    /// Why Treaty stopped the transfer (cap, protocol violation); it wins over libcurl's error.
    private(set) var failure: LiveTransportError?
    private let cancelled = NSLock()
    private var isCancelledValue = false

    init(maxBodyBytes: Int) {
        self.maxBodyBytes = maxBodyBytes
    }

    /// Asks the transfer to stop at libcurl's next progress call (task cancellation).
    func cancel() {
        cancelled.withLock { isCancelledValue = true }
    }

    var isCancelled: Bool { cancelled.withLock { isCancelledValue } }

    /// The first value of a header, its name matched without regard to case.
    func header(_ name: String) -> String? {
        headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    /// Headers as one dictionary, repeated names joined with ", " as HTTP allows; each under
    /// the spelling of its first line. One pass: names are matched through their lowercase form.
    var headerFields: [String: String] {
        var spelling: [String: String] = [:]
        var values: [String: [String]] = [:]
        for (name, value) in headers {
            let key = name.lowercased()
            if spelling[key] == nil { spelling[key] = name }
            values[key, default: []].append(value)
        }
        var fields: [String: String] = [:]
        for (key, name) in spelling { fields[name] = values[key]?.joined(separator: ", ") }
        return fields
    }

    /// One header line; false stops the transfer.
    func receiveHeader(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        headBytes += line.count
        guard headBytes <= CurlExchange.maxHeadBytes else {
            failure = LiveTransportError(.tooLarge, "response headers longer than \(CurlExchange.maxHeadBytes) bytes")
            return false
        }
        let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if text.hasPrefix("HTTP/") {
            // A new head: an interim 1xx response came first, or this is the only one.
            headers = []
            status = Int(text.split(separator: " ").dropFirst().first ?? "") ?? 0
            return true
        }
        if text.isEmpty { return headComplete() }
        guard let colon = text.firstIndex(of: ":") else { return true }
        guard headers.count < CurlExchange.maxHeaderLines else {
            failure = LiveTransportError(.tooLarge, "more than \(CurlExchange.maxHeaderLines) response header lines")
            return false
        }
        headers.append(
            (
                String(text[..<colon]).trimmingCharacters(in: .whitespaces),
                String(text[text.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
            ))
        return true
    }

    /// At the blank line ending a final head: refuse what must not be read.
    private func headComplete() -> Bool {
        guard status >= 200 else { return true }
        let lengths = Set(
            headers.filter { $0.name.lowercased() == "content-length" }.flatMap { $0.value.split(separator: ",") }.map {
                $0.trimmingCharacters(in: .whitespaces)
            })
        if lengths.count > 1 || lengths.contains(where: { UInt64($0) == nil }) {
            failure = LiveTransportError(
                .protocolViolation,
                "the server sent conflicting or invalid 'Content-Length' headers ('\(lengths.sorted().joined(separator: ", ").prefix(60))'); "
                    + "the body's end is ambiguous, so it is not read")
            return false
        }
        if let length = lengths.first.flatMap({ UInt64($0) }), !isEncoded {
            guard length <= UInt64(maxBodyBytes) else {
                // Known to be too large: stop before reading a byte of the body.
                failure = LiveTransportError(.tooLarge, "body longer than the cap of \(maxBodyBytes) bytes")
                return false
            }
            chunks = [[]]
            chunks[0].reserveCapacity(Int(length))
        }
        return true
    }

    /// Whether the body arrives compressed (libcurl decodes it before ``receiveBody(_:)``).
    var isEncoded: Bool {
        guard let encoding = header("Content-Encoding")?.lowercased() else { return false }
        return !encoding.isEmpty && encoding != "identity"
    }

    /// One chunk of decoded body; false stops the transfer.
    func receiveBody(_ chunk: UnsafeBufferPointer<UInt8>) -> Bool {
        guard received + chunk.count <= maxBodyBytes else {
            let encoding = header("Content-Encoding").map { " (decoded from '\($0.visiblyEscaped.prefix(40))')" } ?? ""
            failure = LiveTransportError(.tooLarge, "body longer than the cap of \(maxBodyBytes) bytes\(encoding)")
            chunks = []
            return false
        }
        received += chunk.count
        if chunks.count == 1, chunks[0].capacity - chunks[0].count >= chunk.count {
            chunks[0].append(contentsOf: chunk)
        } else {
            chunks.append(Array(chunk))
        }
        return true
    }

    /// How many body bytes arrived.
    var bodyCount: Int { received }

    /// The whole body, joined once.
    func body() -> [UInt8] {
        if chunks.count == 1 { return chunks[0] }
        var body: [UInt8] = []
        body.reserveCapacity(received)
        for chunk in chunks { body.append(contentsOf: chunk) }
        return body
    }

    /// Installs the callbacks on `handle`, with this exchange as their context.
    func attach(to handle: UnsafeMutableRawPointer) {
        let context = Unmanaged.passUnretained(self).toOpaque()
        treaty_curl_set_header_callback(handle) { data, size, count, context in
            CurlExchange.from(context).receiveHeader(CurlExchange.bytes(data, size * count)) ? size * count : 0
        }
        treaty_curl_set_pointer(handle, CURLOPT_HEADERDATA, context)
        treaty_curl_set_write(handle) { data, size, count, context in
            CurlExchange.from(context).receiveBody(CurlExchange.bytes(data, size * count)) ? size * count : 0
        }
        treaty_curl_set_pointer(handle, CURLOPT_WRITEDATA, context)
        treaty_curl_set_progress(handle) { context, _, _, _, _ in CurlExchange.from(context).isCancelled ? 1 : 0 }
        treaty_curl_set_pointer(handle, CURLOPT_XFERINFODATA, context)
    }

    /// The exchange a callback's context points at (the handle never outlives it).
    private static func from(_ context: UnsafeMutableRawPointer?) -> CurlExchange {
        Unmanaged<CurlExchange>.fromOpaque(context!).takeUnretainedValue()
    }

    private static func bytes(_ data: UnsafeMutablePointer<CChar>?, _ count: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: UnsafeRawPointer(data!).assumingMemoryBound(to: UInt8.self), count: count)
    }
}
