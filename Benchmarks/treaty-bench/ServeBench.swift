import Foundation
import TreatyContract
import TreatyLoader
import TreatyStubs

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// The measuring side of `make bench-serve` (scripts/bench-serve.py starts the servers):
///
/// - `treaty-bench --keep-alive URL PATH N`: N sequential GETs on one kept-alive connection from
///   a bare socket client, so the figure is the server's, not a client library's;
/// - `treaty-bench --urlsession URL PATH N`: the same through `URLSession`, as an app would;
/// - `treaty-bench --in-process CONTRACT ENDPOINT PATH N`: the same request through the in-process
///   stubs (`StubSession`, contract verification on), for comparison in the same run.
///
/// Each prints one line: `<requests/s> <requests> <seconds>`.
enum ServeBench {
    static let headers = [("Accept", "application/json"), ("Authorization", "Bearer bench-token")]

    static func run(_ arguments: [String]) -> Bool {
        guard arguments.count >= 5, let count = Int(arguments[arguments.count - 1]) else { return false }
        let seconds: Double
        switch (arguments[1], arguments.count) {
        case ("--keep-alive", 5): seconds = keepAlive(arguments[2], path: arguments[3], count: count)
        case ("--urlsession", 5): seconds = viaURLSession(arguments[2] + arguments[3], count: count)
        case ("--in-process", 6):
            seconds = inProcess(contract: arguments[2], endpoint: arguments[3], path: arguments[4], count: count)
        default: return false
        }
        print(String(format: "%.0f %d %.3f", Double(count) / seconds, count, seconds))
        return true
    }

    /// Seconds for `count` GETs of `path` on one connection; exits on a broken response.
    static func keepAlive(_ base: String, path: String, count: Int) -> Double {
        guard let url = URL(string: base), let port = url.port else { fatalError("bad URL '\(base)'") }
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { fatalError("cannot connect to \(base)") }
        defer { close(socket) }
        var noDelay: Int32 = 1
        setsockopt(socket, Int32(IPPROTO_TCP), TCP_NODELAY, &noDelay, socklen_t(MemoryLayout<Int32>.size))
        let request = Array(
            ("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n" + headers.map { "\($0.0): \($0.1)\r\n" }.joined() + "\r\n").utf8)
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var pending: [UInt8] = []
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<count {
            _ = request.withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            while true {
                if let length = completeResponse(pending) {
                    pending.removeFirst(length)
                    break
                }
                let read = recv(socket, &buffer, buffer.count, 0)
                guard read > 0 else { fatalError("the server closed the connection") }
                pending += buffer[0..<read]
            }
        }
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// The length of the first complete response in `bytes` (head and `Content-Length` body), or nil.
    static func completeResponse(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        var end = -1
        for index in 0...(bytes.count - 4)
        where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
            end = index
            break
        }
        guard end >= 0 else { return nil }
        let head = String(decoding: bytes[..<end], as: UTF8.self).lowercased()
        guard head.hasPrefix("http/1.1 200"), head.contains("connection: keep-alive") || !head.contains("connection: close")
        else { fatalError("unexpected response: \(head)") }
        let length =
            head.components(separatedBy: "\r\n").first { $0.hasPrefix("content-length:") }
            .flatMap { Int($0.dropFirst(15).trimmingCharacters(in: .whitespaces)) } ?? 0
        return bytes.count >= end + 4 + length ? end + 4 + length : nil
    }

    /// Seconds for `count` sequential `URLSession` GETs of `url`.
    static func viaURLSession(_ url: String, count: Int) -> Double {
        let session = URLSession(configuration: .ephemeral)
        defer { session.finishTasksAndInvalidate() }
        var request = URLRequest(url: URL(string: url)!)
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        return timed(count) { done in session.dataTask(with: request) { _, _, _ in done() }.resume() }
    }

    /// Seconds for `count` round trips through a `StubSession` answering `endpoint` with its first scenario.
    static func inProcess(contract file: String, endpoint: String, path: String, count: Int) -> Double {
        guard let contract = ContractLoader().load([file]).contracts.first(where: { !$0.endpoints.isEmpty }),
            let scenario = contract.endpoint(endpoint)?.scenarios.first
        else { fatalError("no endpoint '\(endpoint)' in \(file)") }
        var fixtures = FixtureSource()
        let contents = FileSource.local.fixtureContents(of: contract)
        for reference in contract.fixtureReferences { fixtures[reference.name] = contents[reference.path].map { Data($0) } }
        let stubs = StubSession(
            contract: contract, fixtures: fixtures, reporter: FailureReporter { message, _ in fatalError(message) })
        stubs.stub(endpoint, scenario: scenario.name)
        var request = URLRequest(url: stubs.url(path))
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let seconds = timed(count) { done in stubs.urlSession.dataTask(with: request) { _, _, _ in done() }.resume() }
        stubs.verify()
        return seconds
    }

    /// Seconds for `count` sequential calls of `send`, each waiting for its completion.
    private static func timed(_ count: Int, _ send: (@escaping @Sendable () -> Void) -> Void) -> Double {
        let done = DispatchSemaphore(value: 0)
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<count {
            send { done.signal() }
            done.wait()
        }
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }
}
