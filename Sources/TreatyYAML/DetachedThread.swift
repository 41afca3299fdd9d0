#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A thread started with `pthread_create`, which says when the system will not make one.
///
/// Foundation's `Thread.start()` gives no such answer, so whoever waits for the work of a thread
/// that was never made would wait for ever. A reader that hands work to a thread starts it here
/// and does the work itself when the answer is no.
enum DetachedThread {
    /// Runs `body` on a new detached thread; false when none could be made.
    static func start(_ body: @escaping @Sendable () -> Void) -> Bool {
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        var attributes = pthread_attr_t()
        guard pthread_attr_init(&attributes) == 0 else {
            Unmanaged<Body>.fromOpaque(context).release()
            return false
        }
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        #if canImport(Darwin)
            var thread: pthread_t?
            let status = pthread_create(
                &thread, &attributes,
                { context in
                    Unmanaged<Body>.fromOpaque(context).takeRetainedValue().run()
                    return nil
                }, context)
        #else
            var thread = pthread_t()
            let status = pthread_create(
                &thread, &attributes,
                { context in
                    guard let context else { return nil }
                    Unmanaged<Body>.fromOpaque(context).takeRetainedValue().run()
                    return nil
                }, context)
        #endif
        guard status == 0 else {
            Unmanaged<Body>.fromOpaque(context).release()
            return false
        }
        return true
    }

    /// The closure handed to the new thread, kept alive until it has run.
    private final class Body {
        let run: @Sendable () -> Void

        init(_ run: @escaping @Sendable () -> Void) {
            self.run = run
        }
    }
}
