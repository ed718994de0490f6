import Foundation
import Synchronization

extension Suite {
    /// `swift run katas watch N`: polls the kata's files four times a second, reads the keyboard, runs the suites on a
    /// thread of its own, and does what the session says, until the learner quits; Ctrl-C stops the run too.
    public func watch(_ kata: Kata) -> Never {
        final class Inbox: Sendable {
            let events = Mutex<[WatchSession.Event]>([])
            let cancelled = Atomic<Bool>(false)
            func post(_ event: WatchSession.Event) { events.withLock { $0.append(event) } }
        }
        var session = WatchSession(kata: kata) { [package] in
            try? String(contentsOf: package.appending(path: $0), encoding: .utf8)
        }
        let inbox = Inbox()
        Thread.detachNewThread {
            while let line = readLine() { inbox.post(.typed(line)) }
            inbox.post(.typed("q"))
        }
        let clock: @Sendable () -> Double = { ProcessInfo.processInfo.systemUptime }
        var (files, polled) = (Kata.files(kata.paths, in: package), clock())
        var events: [WatchSession.Event] = [.tick(at: clock())]
        while true {
            for action in events.flatMap({ session.handle($0) }) {
                switch action {
                case .say(let text): FileHandle.standardOutput.write(Data((text + "\n").utf8))
                case .cancelRun: inbox.cancelled.store(true, ordering: .sequentiallyConsistent)
                case .quit: exit(0)
                case .startRun:
                    inbox.cancelled.store(false, ordering: .sequentiallyConsistent)
                    var wanted = self
                    wanted.isCancelled = { inbox.cancelled.load(ordering: .sequentiallyConsistent) }
                    Thread.detachNewThread { [wanted] in
                        do {
                            inbox.post(.runFinished(try wanted.scorecards(for: [kata])[0], at: clock()))
                        } catch is CancellationError {
                            inbox.post(.runCancelled)
                        } catch {
                            inbox.post(.runFailed("\(error)"))
                        }
                    }
                }
            }
            usleep(20_000)
            events = []
            inbox.events.withLock { swap(&events, &$0) }
            if clock() - polled >= 0.25 {
                polled = clock()
                let now = Kata.files(kata.paths, in: package)
                let changes = Set(now.keys).union(files.keys).sorted().compactMap { path in
                    now[path] == files[path]
                        ? nil
                        : now[path] == nil ? "deleted \(path)" : files[path] == nil ? "new \(path)" : "saved \(path)"
                }
                if !changes.isEmpty { events.append(.filesChanged(changes, at: polled)) }
                files = now
            }
            events.append(.tick(at: clock()))
        }
    }
}
