import Foundation

/// Runs blocking work (a child process, a wait on a pipe) on a Dispatch thread and awaits its
/// result: a test that blocked one of Swift concurrency's few threads (2 on a 2-core machine)
/// would starve the async tests running beside it in the same test process.
func onDispatchThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        DispatchQueue.global().async { continuation.resume(with: Result { try body() }) }
    }
}
