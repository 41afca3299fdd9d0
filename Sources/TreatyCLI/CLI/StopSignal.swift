import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Catches `SIGINT` (Ctrl-C) and `SIGTERM` for commands that run until asked to stop (`treaty
/// serve`). Make it before announcing that the command is ready: from then on a signal is never
/// lost, however soon after the announcement it comes.
///
/// The handler is installed before `init` returns and only writes one byte to a pipe (about the
/// only thing a signal handler may safely do); ``wait()`` reads it on a thread of its own. A
/// Dispatch signal source would not do: it is registered some time after `resume()`, and a
/// signal arriving before that was lost, so a script or test stopping `treaty serve` right
/// after reading its URL could wait forever.
final class StopSignal {
    private static let numbers = [SIGINT, SIGTERM]

    /// The pipe the handler writes to: made once, before the first handler is installed, and
    /// never changed (a C signal handler can reach nothing but such a value). Nil when the
    /// process has no descriptors left; the signals then keep their default action, which stops
    /// the command without its summary but never leaves it running.
    private static let channel: (read: Int32, write: Int32)? = {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        return (ends[0], ends[1])
    }()

    /// Installs the handlers, replacing the signals' default action until ``wait()`` returns.
    init() {
        guard let channel = Self.channel else { return }
        // A byte left by a signal to an earlier instance in this process must not stop this one.
        var byte: UInt8 = 0
        while read(channel.read, &byte, 1) > 0 {}
        for number in Self.numbers {
            _ = signal(number) { _ in
                // The interrupted code may be about to read errno.
                let saved = errno
                var byte: UInt8 = 1
                _ = write(StopSignal.channel?.write ?? -1, &byte, 1)
                errno = saved
            }
        }
    }

    /// Returns once `SIGINT` or `SIGTERM` has arrived, and restores the default actions.
    func wait() async {
        let readEnd = Self.channel?.read ?? -1
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            // A thread of its own: the wait may last hours and must not hold one of Swift
            // concurrency's few threads.
            Thread.detachNewThread {
                var waiting = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
                var byte: UInt8 = 0
                // Only a signal ends the wait. Without a pipe, poll waits until a signal's default
                // action ends the process; a failing poll (no memory) is tried again a second later.
                while read(readEnd, &byte, 1) <= 0 {
                    if poll(&waiting, 1, -1) < 0, errno != EINTR { sleep(1) }
                }
                continuation.resume()
            }
        }
        restore()
    }

    /// Gives the signals their default action back: after ``wait()``, or when the command fails
    /// before it waits (in-process callers such as tests keep running afterwards).
    func restore() {
        for number in Self.numbers { _ = signal(number, SIG_DFL) }
    }
}
