internal import CTreatyYAML
import Foundation

/// Reads one document with libyaml's parser on a thread of its own, handing its events in batches
/// to the tree builder on the caller's thread: parsing and building overlap on two cores.
///
/// A large file is read on one core otherwise (an OpenAPI document is one file), and libyaml's
/// parse is most of the read. What the reader returns or throws is exactly what reading in one
/// thread gives: the builder sees the same events in the same order, a parse error arrives after
/// the events before it, and an error of the builder's is the one reported even when the parser
/// has already read further. Once the builder has failed, the parser stops at its next event:
/// reading on to the end cost minutes on a file of nested `[`s, whose every event libyaml reads
/// more slowly than the one before, after `yaml-too-deep` was already known.
///
/// Events are deleted on the parser's thread, which allocated them, when their slot comes round
/// again: freeing another thread's memory contends for the allocator's lock, and cost more than
/// the overlap saved when the builder did it.
enum ParseAhead {
    /// Events per batch: few hand-overs for a large file, little waiting for the first one.
    static let batchSize = 1024
    /// Events the parser reads between two looks at whether the builder has given up.
    static let stopCheckInterval = 64
    /// Batches the parser may run ahead of the builder: bounds the memory held in events.
    static let batchesAhead = 8
    /// Whether the machine has a second core for the parser; on one core the two would take turns.
    static let hasSpareCore = ProcessInfo.processInfo.activeProcessorCount > 1

    /// Events handed over whole, with how the parse ended on the last batch.
    fileprivate struct Batch {
        var events: [yaml_event_t] = []
        var isLast = false
        var error: YAMLError?
    }

    /// The batches between the two threads.
    fileprivate final class Ring: @unchecked Sendable {
        // Safety: the parser writes a slot (deleting the events it held) only between
        // `free.wait()` and `filled.signal()`, the builder reads it only between `filled.wait()`
        // and `free.signal()`; the semaphores order those accesses, so no slot is touched by
        // both threads at once.
        let slots: UnsafeMutablePointer<Batch>
        // Each starts at zero: libdispatch refuses to dispose of a semaphore below its starting
        // value, and the parser ends holding every free slot.
        let free = DispatchSemaphore(value: 0)
        let filled = DispatchSemaphore(value: 0)
        let parserDone = DispatchSemaphore(value: 0)
        private let lock = NSLock()
        private var stopped = false
        private var parsed = 0

        /// Whether the builder has given up, so the parser should stop.
        var isStopped: Bool { lock.withLock { stopped } }
        /// Events the parser has handed over, for tests to see that it stopped.
        var eventsParsed: Int { lock.withLock { parsed } }

        func stop() { lock.withLock { stopped = true } }
        func count(_ events: Int) { lock.withLock { parsed += events } }

        init() {
            slots = .allocate(capacity: ParseAhead.batchesAhead)
            slots.initialize(repeating: Batch(), count: ParseAhead.batchesAhead)
            for _ in 0..<ParseAhead.batchesAhead { free.signal() }
        }

        deinit {
            slots.deinitialize(count: ParseAhead.batchesAhead)
            slots.deallocate()
        }
    }

    /// A read whose parser is running on a thread of its own, for ``read(_:into:)`` to build from.
    struct Started {
        fileprivate let ring: Ring

        /// Events the parser read before it ended or was stopped.
        var eventsParsed: Int { ring.eventsParsed }
    }

    /// Starts parsing `bytes` on a thread of its own; nil when the system will not make a thread
    /// (a process at its thread limit), and the caller reads on its own thread instead of
    /// waiting for events that would never come.
    ///
    /// - Parameter detach: how the thread is made; tests pass one that fails.
    static func start(
        _ bytes: [UInt8], detach: (@escaping @Sendable () -> Void) -> Bool = DetachedThread.start
    ) -> Started? {
        let ring = Ring()
        guard detach({ parse(bytes, into: ring) }) else { return nil }
        return Started(ring: ring)
    }

    static func read(_ started: Started, into builder: inout TreeBuilder) throws(YAMLError) -> YAMLNode? {
        let ring = started.ring
        // The parser thread ends once the builder has handed every slot back and it has deleted
        // their events; waiting for it keeps a read from leaving a thread or an event behind.
        defer { ring.parserDone.wait() }
        var failure: YAMLError?
        var root: YAMLNode?
        var finished = false
        var index = 0
        while true {
            ring.filled.wait()
            let slot = ring.slots + index % batchesAhead
            index += 1
            for event in slot.pointee.events where failure == nil && !finished {
                do throws(YAMLError) {
                    if case .done(let node) = try builder.consume(event) {
                        (root, finished) = (node, true)
                    }
                } catch {
                    failure = error
                    ring.stop()
                }
            }
            let isLast = slot.pointee.isLast
            if isLast, failure == nil, !finished { failure = slot.pointee.error }
            ring.free.signal()
            if isLast { break }
        }
        if let failure { throw failure }
        return root
    }

    /// The parser's side: every event of `input`, in batches, the last one marked; then, once
    /// the builder has handed back every slot, the events still in them deleted.
    private static func parse(_ input: [UInt8], into ring: Ring) {
        defer { ring.parserDone.signal() }
        var sent = 0
        func send(_ batch: Batch) {
            ring.count(batch.events.count)
            ring.free.wait()
            let slot = ring.slots + sent % batchesAhead
            delete(&slot.pointee)
            slot.pointee = batch
            sent += 1
            ring.filled.signal()
        }
        defer {
            for _ in 0..<batchesAhead { ring.free.wait() }
            for index in 0..<batchesAhead { delete(&ring.slots[index]) }
        }
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            send(Batch(isLast: true, error: YAMLReader.parserNotStarted))
            return
        }
        defer { yaml_parser_delete(&parser) }
        input.withUnsafeBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            var batch = Batch()
            batch.events.reserveCapacity(batchSize)
            var read = 0
            while true {
                // Asked every few events: a lock per event would cost a large file's read time.
                if read % stopCheckInterval == 0, ring.isStopped {
                    // The builder has its error: no event it would read is left to find.
                    batch.isLast = true
                    send(batch)
                    return
                }
                var event = yaml_event_t()
                read += 1
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    batch.isLast = true
                    batch.error = ParserError.describe(parser, source: input)
                    send(batch)
                    return
                }
                let isEnd = event.type == YAML_STREAM_END_EVENT
                batch.events.append(event)
                if isEnd {
                    batch.isLast = true
                    send(batch)
                    return
                }
                if batch.events.count == batchSize {
                    send(batch)
                    batch = Batch()
                    batch.events.reserveCapacity(batchSize)
                }
            }
        }
    }

    private static func delete(_ batch: inout Batch) {
        for index in batch.events.indices { yaml_event_delete(&batch.events[index]) }
        batch.events.removeAll()
    }
}
