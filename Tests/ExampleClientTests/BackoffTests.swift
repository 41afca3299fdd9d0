import ExampleClient
import Testing

@Suite struct BackoffTests {
    let backoff = Backoff(base: 0.5, factor: 2, maxDelay: 10)

    @Test func growsExponentiallyUpToTheCap() {
        #expect((0..<6).map { backoff.delay(attempt: $0) } == [0.5, 1, 2, 4, 8, 10])
    }

    @Test func retryAfterWinsButIsCapped() {
        #expect(backoff.delay(attempt: 4, retryAfter: 3) == 3)
        #expect(backoff.delay(attempt: 0, retryAfter: 120) == 10)
        #expect(backoff.delay(attempt: 0, retryAfter: -5) == 0)
    }

    @Test func jitterScalesIntoTheUpperHalf() {
        #expect(backoff.delay(attempt: 2, jitter: 0) == 1)
        #expect(backoff.delay(attempt: 2, jitter: 0.5) == 1.5)
        #expect(backoff.delay(attempt: 2, jitter: 7) == 2)
    }

    @Test(
        arguments: [("3", 3), (" 0 ", 0), ("-1", nil), ("Wed, 21 Oct 2015 07:28:00 GMT", nil), (nil, nil)] as [(String?, Int?)])
    func readsRetryAfterSeconds(header: String?, seconds: Int?) {
        #expect(Backoff.retryAfterSeconds(header) == seconds)
    }
}
