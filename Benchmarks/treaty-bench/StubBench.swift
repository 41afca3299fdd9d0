import Foundation
import TreatyContract
import TreatyStubs

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Stubbed round trips per second through TreatyStubs against a bare `URLProtocol` that answers
/// a constant, measured in the same run with the same `URLSession` machinery. Goal: ≤ 1.5× the
/// bare cost per request.
func runStubBench(requests: Int = 2_000, runs: Int = 9) {
    let variants: [() -> Void] = [
        { StubBench.roundTrips(requests, session: StubBench.bareSession(), host: StubBench.bareHost) },
        {
            let stubs = StubSession(reporter: StubBench.silent)
            stubs.stub(method: "GET", path: "/v1/things/{thingId}", .json(200, ["id": 1]))
            StubBench.roundTrips(requests, session: stubs.urlSession, host: stubs.host)
        },
        {
            let stubs = StubSession(contract: StubBench.contract, reporter: StubBench.silent)
            stubs.stub("getThing", .json(200, ["id": 1]))
            StubBench.roundTrips(requests, session: stubs.urlSession, host: stubs.host)
        },
    ]
    // Interleaved so a busy neighbour slows every variant alike; each ratio is taken per round.
    var times = [[Double]](repeating: [], count: variants.count)
    for round in 0...runs {
        for (index, variant) in variants.enumerated() {
            let start = DispatchTime.now().uptimeNanoseconds
            variant()
            if round > 0 { times[index].append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9) }
        }
    }
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    let bare = median(times[0]), routed = median(times[1]), verified = median(times[2])
    let routedRatio = median(zip(times[1], times[0]).map { $0 / $1 })
    let verifiedRatio = median(zip(times[2], times[0]).map { $0 / $1 })
    func perSecond(_ seconds: Double) -> String { String(format: "%.0f/s", Double(requests) / seconds) }
    func ratio(_ value: Double) -> String { String(format: "%.2f×", value) }
    print("stubs: \(requests) sequential GET round trips through URLSession (median of \(runs) interleaved rounds)")
    print("  bare URLProtocol (constant)       \(Measure.milliseconds(bare))   \(perSecond(bare))   (floor)")
    print(
        "  TreatyStubs route + spy           \(Measure.milliseconds(routed))   \(perSecond(routed))   \(ratio(routedRatio)) bare   goal ≤ 1.5×"
    )
    print(
        "  TreatyStubs + contract verify     \(Measure.milliseconds(verified))   \(perSecond(verified))   \(ratio(verifiedRatio)) bare"
    )
}

enum StubBench {
    static let bareHost = "bare.bench.test.invalid"
    static let silent = FailureReporter { _, _ in }

    static func bareSession() -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [ConstantProtocol.self]
        return URLSession(configuration: configuration)
    }

    /// Sends `count` requests one after another, each waiting for its answer.
    static func roundTrips(_ count: Int, session: URLSession, host: String) {
        let done = DispatchSemaphore(value: 0)
        for index in 0..<count {
            var request = URLRequest(url: URL(string: "https://\(host)/v1/things/\(index + 1)?expand=owner")!)
            request.setValue("application/json", forHTTPHeaderField: "Accept")
            request.setValue("Bearer bench", forHTTPHeaderField: "Authorization")
            session.dataTask(with: request) { _, _, _ in done.signal() }.resume()
            done.wait()
        }
        session.finishTasksAndInvalidate()
    }

    /// One endpoint with a path parameter, a query parameter and the usual headers to verify.
    static let contract: Contract = {
        let location = FileLocation(file: "bench.yaml", line: 1, column: 1)
        func shape(_ type: JSONType, pattern: String? = nil) -> Shape {
            var shape = Shape(at: location)
            shape.types = [type]
            shape.pattern = pattern
            return shape
        }
        let endpoint = Endpoint(
            id: "getThing", method: "GET", path: PathTemplate("/v1/things/{thingId}")!,
            request: RequestSpec(
                pathParameters: [Parameter(name: "thingId", shape: shape(.integer), required: true, location: location)],
                query: [Parameter(name: "expand", shape: shape(.string), location: location)]
            ),
            location: location
        )
        return Contract(
            file: "bench.yaml", name: "Bench", version: "1.0.0", stubHost: "api.bench.test.invalid", fixtureDirectory: ".",
            defaultHeaders: [
                Parameter(
                    name: "Accept", shape: shape(.string, pattern: "^application/json"), required: true, location: location),
                Parameter(
                    name: "Authorization", shape: shape(.string, pattern: "^Bearer "), required: true, secret: true,
                    location: location),
            ],
            endpoints: [endpoint]
        )
    }()
}

/// The reference: answers every request with the same small JSON body, doing nothing else.
final class ConstantProtocol: URLProtocol {
    private static let body = Data(#"{"id":1}"#.utf8)

    override class func canInit(with request: URLRequest) -> Bool { request.url?.host == StubBench.bareHost }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        let response = HTTPURLResponse(
            url: request.url!, statusCode: 200, httpVersion: "HTTP/1.1",
            headerFields: ["Content-Type": "application/json"])!
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: Self.body)
        client?.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {}
}
