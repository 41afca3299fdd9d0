import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The `treaty` binary run as a child process, with what it cost: wall time and peak resident
/// memory of that child alone.
///
/// The peak is the kernel's high-water mark of the child's own address space (`VmHWM` in
/// `/proc/PID/status`), read every 5 ms while it runs. `wait4`'s `ru_maxrss` would not do: it
/// carries over the parent's size from before `exec`, so a test process of 200 MB would make
/// every child look that large.
struct MeasuredRun {
    var status: Int32
    /// The signal that ended the process, 0 when it exited.
    var signal: Int32
    var seconds: Double
    var peakMegabytes: Int
    var stdout: String
    var stderr: String
    /// True when the process was killed for running past its timeout.
    var timedOut: Bool

    /// Runs `treaty arguments` in `directory`, killed after `timeout` seconds; waits on a Dispatch
    /// thread so Swift concurrency's threads stay free for the tests beside it.
    static func treaty(
        _ arguments: [String], in directory: URL, environment: [String: String] = [:], timeout: Double
    ) async throws -> MeasuredRun {
        try await onDispatchThread { try blocking(arguments, in: directory, environment: environment, timeout: timeout) }
    }

    private static func blocking(
        _ arguments: [String], in directory: URL, environment: [String: String], timeout: Double
    ) throws -> MeasuredRun {
        let output = directory.appendingPathComponent(".measured-\(UUID().uuidString)")
        let stdoutPath = output.path + ".out"
        let stderrPath = output.path + ".err"
        // `sh` changes directory, then becomes `treaty` (exec keeps the pid, so wait4 measures treaty).
        let argv = ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", directory.path, TreatyRunner.executable.path] + arguments
        let variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }.map { "\($0.key)=\($0.value)" }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdoutPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        // Nothing else of this process: an inherited socket or pipe end of a test running beside
        // this one would keep that test's connection or pipe open for as long as the child lives.
        _ = MeasuredRun.addCloseFrom?(&actions, 3)
        let started = ContinuousClock.now
        var pid: pid_t = 0
        let spawned = withCStrings(argv) { cArguments in
            withCStrings(variables) { cEnvironment in
                posix_spawn(&pid, "/bin/sh", &actions, nil, cArguments, cEnvironment)
            }
        }
        guard spawned == 0 else { throw SpawnError(code: spawned) }
        let killed = Flag()
        let child = pid
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
            if !killed.exited {
                killed.timedOut = true
                kill(child, SIGKILL)
            }
        }
        var status: Int32 = 0
        var usage = rusage()
        var peakKilobytes = 0
        let executable = TreatyRunner.executable.resolvingSymlinksInPath().path
        while true {
            let reaped = wait4(pid, &status, WNOHANG, &usage)
            if reaped == pid || (reaped < 0 && errno != EINTR) { break }
            // Only once `sh` has become `treaty`: before that the numbers are the shell's.
            if MeasuredRun.executable(of: pid) == executable {
                peakKilobytes = max(peakKilobytes, MeasuredRun.highWaterKilobytes(of: pid))
            }
            usleep(5_000)
        }
        killed.exited = true
        let elapsed = (ContinuousClock.now - started).components
        defer {
            try? FileManager.default.removeItem(atPath: stdoutPath)
            try? FileManager.default.removeItem(atPath: stderrPath)
        }
        let read = { (path: String) in String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self) }
        let signal = status & 0x7F
        return MeasuredRun(
            status: signal == 0 ? (status >> 8) & 0xFF : -1, signal: signal,
            seconds: Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18, peakMegabytes: peakKilobytes / 1024,
            stdout: read(stdoutPath), stderr: read(stderrPath), timedOut: killed.timedOut)
    }

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), which Swift's Glibc
    /// module does not import: looked up at run time, nil where the C library lacks it.
    private static let addCloseFrom: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") else {
            return nil
        }
        return unsafeBitCast(
            symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)
    }()

    private static func executable(of pid: pid_t) -> String? {
        try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/exe")
    }

    /// `VmHWM` of the process, in kilobytes; 0 once it has exited.
    private static func highWaterKilobytes(of pid: pid_t) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return 0 }
        return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") ?? 0
    }

    private static func withCStrings<T>(_ strings: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> T) -> T {
        var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) } + [nil]
        defer { for pointer in pointers { free(pointer) } }
        return pointers.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
    }
}

/// posix_spawn failed before the child started.
struct SpawnError: Error {
    var code: Int32
}

/// Set from the waiting thread and the timeout's queue.
private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var exitedValue = false
    private var timedOutValue = false

    var exited: Bool {
        get { lock.withLock { exitedValue } }
        set { lock.withLock { exitedValue = newValue } }
    }

    var timedOut: Bool {
        get { lock.withLock { timedOutValue } }
        set { lock.withLock { timedOutValue = newValue } }
    }
}
