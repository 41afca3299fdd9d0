/// What to do with one transport outcome: judge the response, retry, or stop as environment trouble.
enum RetryDecision: Equatable {
    case judge(LiveResponse)
    case retry(SampleResult.EnvironmentProblem, status: Int?, retryAfter: Double?)
    case environment(SampleResult.EnvironmentProblem, status: Int?)

    /// 401/403 are credentials; 429 and 502/503/504 (a gateway or proxy answering for a server
    /// that is down, overloaded or slow: the infrastructure, not the API's design) are retried,
    /// honouring `Retry-After`; lost connections and timeouts are retried, other transport
    /// failures stop. A status the sample asks for is always judged.
    static func decide(_ outcome: Result<LiveResponse, LiveTransportError>, expectedStatus: Int?) -> RetryDecision {
        switch outcome {
        case .failure(let error):
            let problem = SampleResult.EnvironmentProblem(rule: error.kind.rawValue, message: error.detail)
            return error.isTransient ? .retry(problem, status: nil, retryAfter: nil) : .environment(problem, status: nil)
        case .success(let response) where response.status == expectedStatus:
            return .judge(response)
        case .success(let response) where response.status == 401 || response.status == 403:
            let problem = SampleResult.EnvironmentProblem(
                rule: "unauthorized",
                message:
                    "the API answered \(response.status); the credentials are missing, expired or lack access; pass them with '--header'"
            )
            return .environment(problem, status: response.status)
        case .success(let response) where [429, 502, 503, 504].contains(response.status):
            let rule = response.status == 429 ? "rate-limited" : "unavailable"
            let problem = SampleResult.EnvironmentProblem(rule: rule, message: "the API answered \(response.status)")
            return .retry(
                problem, status: response.status, retryAfter: Backoff.seconds(retryAfter: response.header("Retry-After")))
        case .success(let response):
            return .judge(response)
        }
    }

    /// The problem reported when no retry is left, saying why.
    static func exhausted(
        _ problem: SampleResult.EnvironmentProblem, retryAfter: Double?, attempts: Int, bound: Double
    ) -> SampleResult.EnvironmentProblem {
        var result = problem
        if let retryAfter, retryAfter > bound {
            result.message += "; it asked to retry after \(Int(retryAfter)) s, more than the \(Int(bound)) s Treaty waits"
        } else {
            result.message += "; gave up after \(attempts) attempt(s)"
        }
        return result
    }
}
