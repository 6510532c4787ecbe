import Foundation
import Logging
import MCP

/// Wraps a transport so that, once the client closes its side, the connection stays open until every request
/// already read has been answered. A client may write its requests and close its input at once (a shell pipe);
/// the server handles each request in a task of its own, and would otherwise stop before those answers go out.
actor AnsweringTransport: Transport {
    private let inner: any Transport
    nonisolated let logger: Logger
    /// Request ids read and not yet answered.
    private var unanswered: Set<String> = []
    private var drained: [CheckedContinuation<Void, Never>] = []
    /// After the client has closed, the longest time with no answer going out before the rest are given up
    /// (an audit of a large project takes seconds; a slow reader keeps answers flowing).
    private let patience: Duration
    private let activity: AnswerActivity

    init(_ inner: any Transport, patience: Duration = .seconds(600), activity: AnswerActivity = AnswerActivity()) {
        self.inner = inner
        self.logger = Logger(label: "native-a11y.mcp", factory: { _ in SwiftLogNoOpLogHandler() })
        self.patience = patience
        self.activity = activity
    }

    func connect() async throws { try await inner.connect() }

    func disconnect() async { await inner.disconnect() }

    func send(_ data: Data) async throws {
        // An answer that cannot be delivered (the client is gone) is not waited for either.
        defer {
            for message in Self.messages(in: data) where message["method"] == nil {
                if let id = Self.key(message["id"]) { unanswered.remove(id) }
            }
            activity.touch()
            wakeIfDrained()
        }
        try await inner.send(data)
    }

    func receive() -> AsyncThrowingStream<Data, Swift.Error> {
        let (stream, continuation) = AsyncThrowingStream<Data, Swift.Error>.makeStream()
        let task = Task {
            do {
                for try await data in await inner.receive() {
                    record(data)
                    continuation.yield(data)
                }
                await waitForAnswers()
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }

    private func record(_ data: Data) {
        for message in Self.messages(in: data) {
            if message["method"] as? String == "notifications/cancelled",
                let parameters = message["params"] as? [String: Any], let id = Self.key(parameters["requestId"])
            {
                unanswered.remove(id)  // a cancelled request may get no answer
            } else if message["method"] != nil, let id = Self.key(message["id"]) {
                unanswered.insert(id)
            }
        }
        wakeIfDrained()
    }

    private func waitForAnswers() async {
        guard !unanswered.isEmpty else { return }
        activity.touch()
        let activity = self.activity
        let limit = Double(patience.components.seconds) + Double(patience.components.attoseconds) / 1e18
        let timeout = Task { [weak self] in
            // Given up only after `patience` with no answer going out.
            do {
                while activity.quietSeconds < limit { try await Task.sleep(for: .milliseconds(200)) }
                await self?.giveUp()
            } catch {}  // cancelled: the answers came
        }
        // Stopping the server cancels this wait at once rather than after `patience`.
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if unanswered.isEmpty { continuation.resume() } else { drained.append(continuation) }
            }
        } onCancel: {
            Task { await self.giveUp() }
        }
        timeout.cancel()
    }

    private func giveUp() {
        unanswered.removeAll()
        wakeIfDrained()
    }

    private func wakeIfDrained() {
        guard unanswered.isEmpty else { return }
        let waiting = drained
        drained = []
        for continuation in waiting { continuation.resume() }
    }

    /// The JSON-RPC messages in one frame: an object, or a batch (an array of them).
    static func messages(in data: Data) -> [[String: Any]] {
        switch try? JSONSerialization.jsonObject(with: data) {
        case let object as [String: Any]: [object]
        case let batch as [[String: Any]]: batch
        default: []
        }
    }

    /// A request id as a set key: numbers and strings are different ids.
    static func key(_ id: Any?) -> String? {
        switch id {
        case let string as String: "s:" + string
        case let number as NSNumber: "n:" + number.stringValue
        default: nil
        }
    }
}
