import A11yReport
import Foundation
import Testing

final class Recorder: @unchecked Sendable {
    private let lock = NSLock()
    private var writes: [String] = []
    var all: [String] { lock.withLock { writes } }
    func write(_ text: String) { lock.withLock { writes.append(text) } }
}

final class Clock: @unchecked Sendable {
    private let lock = NSLock()
    private var time = Date(timeIntervalSince1970: 0)
    func now() -> Date { lock.withLock { time } }
    func advance(_ seconds: TimeInterval) { lock.withLock { time += seconds } }
}

struct ProgressIndicatorTests {
    @Test func silentWhenStderrIsNotATerminal() {
        let recorder = Recorder()
        let clock = Clock()
        let progress = ProgressIndicator(enabled: false, now: clock.now, write: recorder.write)
        clock.advance(5)
        progress.update(done: 1, total: 2)
        progress.finish()
        #expect(recorder.all.isEmpty)
    }

    @Test func silentForShortRunsThenDrawsAndErases() {
        let recorder = Recorder()
        let clock = Clock()
        let progress = ProgressIndicator(enabled: true, now: clock.now, write: recorder.write)
        clock.advance(0.5)
        progress.update(done: 1, total: 10)
        #expect(recorder.all.isEmpty, "nothing during the first second")
        clock.advance(0.6)
        progress.update(done: 2, total: 10)
        progress.update(done: 3, total: 10)  // within 0.1 s of the last draw: skipped
        clock.advance(0.2)
        progress.update(done: 10, total: 10)
        progress.finish()
        #expect(recorder.all.count == 3)
        #expect(recorder.all[0].contains("Auditing 2/10 files (20%)"))
        #expect(recorder.all[1].contains("10/10"))
        #expect(recorder.all[2] == "\r\u{1B}[2K")
    }
}
