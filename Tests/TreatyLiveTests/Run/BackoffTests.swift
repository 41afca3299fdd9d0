import Testing
import TreatyLive

@Suite struct BackoffTests {
    let backoff = Backoff(base: 0.5, cap: 4, maxRetryAfter: 10)

    @Test func growsExponentiallyUpToTheCap() {
        #expect(backoff.delay(attempt: 0, retryAfter: nil, random: 1) == 0.5)
        #expect(backoff.delay(attempt: 1, retryAfter: nil, random: 1) == 1)
        #expect(backoff.delay(attempt: 2, retryAfter: nil, random: 1) == 2)
        #expect(backoff.delay(attempt: 5, retryAfter: nil, random: 1) == 4)
        #expect(backoff.delay(attempt: 500, retryAfter: nil, random: 1) == 4)
    }

    @Test func jitterScalesTheCeiling() {
        #expect(backoff.delay(attempt: 2, retryAfter: nil, random: 0) == 0)
        #expect(backoff.delay(attempt: 2, retryAfter: nil, random: 0.25) == 0.5)
        #expect(backoff.delay(attempt: 2, retryAfter: nil, random: 7) == 2)
    }

    @Test func retryAfterWinsUpToItsBound() {
        #expect(backoff.delay(attempt: 0, retryAfter: 3, random: 0) == 3)
        #expect(backoff.delay(attempt: 0, retryAfter: 3, random: 1) == 3.5)
        #expect(backoff.delay(attempt: 0, retryAfter: 10, random: 0) == 10)
        #expect(backoff.delay(attempt: 0, retryAfter: 11, random: 0) == nil)
    }

    @Test func readsRetryAfterSeconds() {
        #expect(Backoff.seconds(retryAfter: "3") == 3)
        #expect(Backoff.seconds(retryAfter: " 0 ") == 0)
        #expect(Backoff.seconds(retryAfter: "-1") == nil)
        #expect(Backoff.seconds(retryAfter: "Wed, 21 Oct 2015 07:28:00 GMT") == nil)
        #expect(Backoff.seconds(retryAfter: nil) == nil)
    }
}
