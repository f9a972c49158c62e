#if canImport(Glibc)
import Glibc
#endif
import RealmLifecycle
import RealmModel

/// Turns a push-style object stream (`forEachObject(ofClass:)`, which calls
/// back) into a pull-style cursor, so two stores can be merge-joined in one
/// pass: the stream runs on a thread of its own and hands over batches
/// through a small bounded queue (at most `maxBatches × batchSize` records
/// wait), so memory stays flat however large the class.
///
/// The stream's source is used only by that thread until `close()` returns
/// (which joins it); the caller must not touch the source meanwhile.
final class RecordCursor: @unchecked Sendable {
    typealias Producer = (_ yield: (ObjectRecord) throws -> Void) throws -> Void

    private static let batchSize = 256
    private static let maxBatches = 8

    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    // Guarded by `mutex`:
    private var queue: [[ObjectRecord]] = []
    private var isDone = false
    private var isCancelled = false
    private var failure: (any Error)?
    // The consumer's own:
    private var current: [ObjectRecord] = []
    private var position = 0
    private var thread = pthread_t()
    private var isRunning = false

    private struct Cancelled: Error {}

    private final class Start: @unchecked Sendable {
        let cursor: RecordCursor
        let producer: Producer
        init(cursor: RecordCursor, producer: @escaping Producer) {
            self.cursor = cursor
            self.producer = producer
        }
    }

    /// Starts `producer` on its own thread; it calls `yield` once per record.
    init(_ producer: @escaping Producer) throws {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
        let start = Unmanaged.passRetained(Start(cursor: self, producer: producer))
        let code = pthread_create(&thread, nil, { raw in
            guard let raw else { return nil }
            let start = Unmanaged<Start>.fromOpaque(raw).takeRetainedValue()
            start.cursor.produce(start.producer)
            return nil
        }, start.toOpaque())
        guard code == 0 else {
            start.release()
            throw CommandFailure("cannot start a thread to read the second store: \(SystemErrorReason.text(code))")
        }
        isRunning = true
    }

    deinit {
        close()
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
        condition.deallocate()
    }

    /// The next record, or nil at the end; rethrows the stream's error.
    func next() throws -> ObjectRecord? {
        if position < current.count {
            position += 1
            return current[position - 1]
        }
        pthread_mutex_lock(mutex)
        while queue.isEmpty && !isDone { pthread_cond_wait(condition, mutex) }
        if !queue.isEmpty {
            current = queue.removeFirst()
            pthread_cond_broadcast(condition)
            pthread_mutex_unlock(mutex)
            position = 1
            return current[0]
        }
        let failure = self.failure
        pthread_mutex_unlock(mutex)
        if let failure { throw failure }
        return nil
    }

    /// Stops the stream (if it is still running) and waits for its thread.
    func close() {
        guard isRunning else { return }
        pthread_mutex_lock(mutex)
        isCancelled = true
        pthread_cond_broadcast(condition)
        pthread_mutex_unlock(mutex)
        pthread_join(thread, nil)
        isRunning = false
    }

    // MARK: - The producer's side

    private func produce(_ producer: Producer) {
        var batch: [ObjectRecord] = []
        batch.reserveCapacity(Self.batchSize)
        var failure: (any Error)?
        do {
            try producer { record in
                batch.append(record)
                if batch.count >= Self.batchSize {
                    try push(batch)
                    batch.removeAll(keepingCapacity: true)
                }
            }
            if !batch.isEmpty { try push(batch) }
        } catch is Cancelled {
        } catch {
            failure = error
        }
        pthread_mutex_lock(mutex)
        isDone = true
        self.failure = failure
        pthread_cond_broadcast(condition)
        pthread_mutex_unlock(mutex)
    }

    private func push(_ batch: [ObjectRecord]) throws {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        while queue.count >= Self.maxBatches && !isCancelled { pthread_cond_wait(condition, mutex) }
        if isCancelled { throw Cancelled() }
        queue.append(batch)
        pthread_cond_broadcast(condition)
    }
}
