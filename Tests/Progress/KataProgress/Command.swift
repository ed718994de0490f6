import Foundation
import Synchronization

private let runningCommand = Atomic<Int32>(0)

/// A command run to its end in the progress view's process group, its output in files (no pipe can fill and stall it).
public enum Command {
    /// How a command ended; `stalled`: killed when its event stream stopped growing.
    public enum Ending: Sendable, Equatable {
        case exited(Int32)
        case signalled(Int32)
        case stalled(seconds: Int)
    }

    public struct Outcome: Sendable {
        public let ending: Ending
        public let output: String
        /// Its standard error, when asked for apart; else in `output`.
        public let errors: String
    }

    /// Runs `arguments` (found on the PATH) in `folder`, with `environment` over the view's own. With `stream`, it is
    /// killed once that file has not grown for `hangAfter` seconds after its first record. Once `isCancelled`, it is
    /// interrupted, killed after 3 s, and `CancellationError` thrown. A `ticker` hears how far a build has got.
    public static func run(
        _ arguments: [String], in folder: URL, environment: [String: String] = [:], errorsApart: Bool = false,
        stream: URL? = nil, hangAfter: Double = .infinity, ticker: Ticker? = nil,
        isCancelled: @Sendable () -> Bool = { false }
    ) throws -> Outcome {
        let log = FileManager.default.temporaryDirectory.appending(path: "katas-\(UUID().uuidString)").path
        defer { for suffix in [".out", ".err"] { unlink(log + suffix) } }
        let read = { (suffix: String) in (try? String(contentsOfFile: log + suffix, encoding: .utf8)) ?? "" }
        let variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }.map { "\($0.key)=\($0.value)" }
        // The shell moves to the folder and becomes the command: posix_spawn's chdir is not in every C library.
        let pid = try spawn(
            ["/bin/sh", "-c", #"cd "$0" && exec "$@""#, folder.path] + arguments, variables, log, errorsApart)
        runningCommand.store(pid, ordering: .sequentiallyConsistent)
        defer { runningCommand.store(0, ordering: .sequentiallyConsistent) }
        var (status, size, grew): (Int32, Int, Date) = (0, 0, Date())
        var (stalled, interrupted): (Int?, Date?) = (nil, nil)
        while waitpid(pid, &status, WNOHANG) == 0 {
            usleep(5_000)
            ticker?.tick { Ticker.buildStep(in: read(".out")) }
            var info = stat()
            if let stream, stat(stream.path, &info) == 0, Int(info.st_size) != size {
                (size, grew) = (Int(info.st_size), Date())
            } else if size > 0, Date().timeIntervalSince(grew) > hangAfter, stalled == nil, interrupted == nil {
                stalled = Int(hangAfter.rounded())
                kill(pid, SIGKILL)
            }
            if isCancelled(), stalled == nil {
                let since = interrupted ?? Date()
                interrupted = since
                kill(pid, Date().timeIntervalSince(since) > 3 ? SIGKILL : SIGINT)
            }
        }
        if interrupted != nil { throw CancellationError() }
        let ending: Ending =
            stalled.map { .stalled(seconds: $0) }
            ?? (status & 0x7f == 0 ? .exited((status >> 8) & 0xff) : .signalled(status & 0x7f))
        return Outcome(ending: ending, output: read(".out"), errors: read(".err"))
    }

    /// On Ctrl-C (or a termination request), the running command gets it too, then the progress view ends.
    public static func stopOnInterrupt() {
        for received in [SIGINT, SIGTERM, SIGHUP] {
            _ = signal(received) { received in
                let pid = runningCommand.load(ordering: .sequentiallyConsistent)
                if pid > 0 { kill(pid, received) }
                _exit(128 + received)
            }
        }
    }

    /// Starts `/bin/sh` with no signal blocked or ignored: a dispatch thread blocks nearly all, and a shell with SIGCHLD
    /// blocked waits forever.
    private static func spawn(_ arguments: [String], _ variables: [String], _ log: String, _ apart: Bool) throws
        -> pid_t
    {
        #if canImport(Glibc)
            var (attributes, actions) = (posix_spawnattr_t(), posix_spawn_file_actions_t())
        #else
            var (attributes, actions): (posix_spawnattr_t?, posix_spawn_file_actions_t?) = (nil, nil)
        #endif
        posix_spawnattr_init(&attributes)
        posix_spawn_file_actions_init(&actions)
        defer {
            posix_spawnattr_destroy(&attributes)
            posix_spawn_file_actions_destroy(&actions)
        }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var signals = sigset_t()
        sigemptyset(&signals)
        posix_spawnattr_setsigmask(&attributes, &signals)
        for reset in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGCHLD, SIGPIPE] { sigaddset(&signals, reset) }
        posix_spawnattr_setsigdefault(&attributes, &signals)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, log + ".out", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        _ =
            apart
            ? posix_spawn_file_actions_addopen(&actions, 2, log + ".err", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            : posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = variables.map { strdup($0) } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, envp) == 0 else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "/bin/sh"])
        }
        return pid
    }
}
