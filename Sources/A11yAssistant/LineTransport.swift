import Foundation
import Logging
import MCP

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// MCP over a pair of file descriptors (standard input and output), one JSON-RPC message per line.
///
/// Built for a client that cannot be trusted to behave:
/// - one writer writes each message whole, in order, waiting for a slow reader rather than interleaving;
/// - the reader scans only the bytes it has not seen for the line's end, so a long line costs its length, and a
///   line longer than `maximumMessageSize` is dropped with an error rather than held;
/// - every line is checked before the server sees it (``RequestGate``): what is not JSON, not a request, has an id
///   of the wrong type, or calls a tool with parameters of the wrong shape gets the JSON-RPC error its case calls
///   for, with a null id when the id itself is unusable;
/// - the end of the input is reported at once (`onEndOfInput`), whatever the server is still doing.
public actor LineTransport: Transport {
    public nonisolated let logger: Logger
    private let input: Int32
    private let output: Int32
    private let maximumMessageSize: Int
    private let onEndOfInput: @Sendable () -> Void
    private let stream: AsyncThrowingStream<Data, Swift.Error>
    private let continuation: AsyncThrowingStream<Data, Swift.Error>.Continuation
    private let writer: Writer
    private var started = false

    public init(
        input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, maximumMessageSize: Int = 16 << 20,
        onEndOfInput: @escaping @Sendable () -> Void = {}
    ) {
        self.input = input
        self.output = output
        self.maximumMessageSize = maximumMessageSize
        self.onEndOfInput = onEndOfInput
        logger = Logger(label: "native-a11y.mcp.lines", factory: { _ in SwiftLogNoOpLogHandler() })
        (stream, continuation) = AsyncThrowingStream<Data, Swift.Error>.makeStream()
        writer = Writer(output)
    }

    public func connect() async throws {
        guard !started else { return }
        started = true
        let reader = Reader(
            input: input, maximumMessageSize: maximumMessageSize, continuation: continuation, writer: writer, onEnd: onEndOfInput)
        let thread = Thread { reader.run() }
        thread.name = "native-a11y.mcp.reader"
        thread.start()
    }

    public func disconnect() async {
        continuation.finish()
    }

    public func send(_ data: Data) async throws {
        try await writer.write(data)
    }

    public func receive() -> AsyncThrowingStream<Data, Swift.Error> { stream }

    /// Writes whole messages, one at a time, in the order they are handed over.
    final class Writer: @unchecked Sendable {
        private let output: Int32
        private let queue = DispatchQueue(label: "native-a11y.mcp.writer")
        private var broken = false

        init(_ output: Int32) { self.output = output }

        func write(_ data: Data) async throws {
            try await withCheckedThrowingContinuation { (done: CheckedContinuation<Void, Swift.Error>) in
                queue.async {
                    if self.writeNow(data) { done.resume() } else { done.resume(throwing: MCPError.connectionClosed) }
                }
            }
        }

        /// From the reader's thread: an error answered without the server.
        func writeDetached(_ data: Data) {
            queue.async { _ = self.writeNow(data) }
        }

        /// Blocks until the whole line is written, however slowly the client reads.
        private func writeNow(_ data: Data) -> Bool {
            guard !broken else { return false }
            var line = data
            line.append(UInt8(ascii: "\n"))
            let ok = line.withUnsafeBytes { raw -> Bool in
                guard var pointer = raw.baseAddress else { return true }
                var remaining = raw.count
                while remaining > 0 {
                    let written = Foundation.write(output, pointer, remaining)
                    if written > 0 {
                        pointer += written
                        remaining -= written
                    } else if written < 0 && (errno == EINTR || errno == EAGAIN) {
                        if errno == EAGAIN { usleep(1_000) }
                    } else {
                        return false
                    }
                }
                return true
            }
            if !ok { broken = true }
            return ok
        }
    }

    /// Reads lines on a thread of its own (a blocking read), checks each, and hands the good ones on.
    final class Reader: @unchecked Sendable {
        let input: Int32
        let maximumMessageSize: Int
        let continuation: AsyncThrowingStream<Data, Swift.Error>.Continuation
        let writer: Writer
        let onEnd: @Sendable () -> Void

        init(
            input: Int32, maximumMessageSize: Int, continuation: AsyncThrowingStream<Data, Swift.Error>.Continuation, writer: Writer,
            onEnd: @escaping @Sendable () -> Void
        ) {
            self.input = input
            self.maximumMessageSize = maximumMessageSize
            self.continuation = continuation
            self.writer = writer
            self.onEnd = onEnd
        }

        func run() {
            var pending: [UInt8] = []
            var scanned = 0
            var discarding = false
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = chunk.withUnsafeMutableBytes { Foundation.read(input, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { break }
                pending.append(contentsOf: chunk[..<count])
                // Only the new bytes are searched for the end of the line.
                var start = 0
                while let newline = pending[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
                    if discarding {
                        discarding = false
                    } else {
                        handle(pending[start..<newline])
                    }
                    start = newline + 1
                    scanned = start
                }
                if start > 0 {
                    pending.removeFirst(start)
                }
                scanned = pending.count
                if pending.count > maximumMessageSize && !discarding {
                    // Too long to be a message this server takes: answered once, and skipped up to its end.
                    discarding = true
                    pending.removeAll(keepingCapacity: false)
                    scanned = 0
                    writer.writeDetached(RequestGate.error(
                        id: nil, code: -32600,
                        message: "Invalid Request: a message may be at most \(maximumMessageSize / (1 << 20)) MiB; the rest of this line was skipped"))
                } else if discarding {
                    pending.removeAll(keepingCapacity: true)
                    scanned = 0
                }
            }
            if !discarding && !pending.isEmpty { handle(pending[...]) }
            onEnd()
            continuation.finish()
        }

        private func handle(_ line: ArraySlice<UInt8>) {
            var bytes = line
            while let last = bytes.last, last == UInt8(ascii: "\r") || last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") { bytes.removeLast() }
            guard !bytes.isEmpty else { return }
            switch RequestGate.check(Data(bytes)) {
            case .pass(let data): continuation.yield(data)
            case .answer(let error): writer.writeDetached(error)
            }
        }
    }
}
