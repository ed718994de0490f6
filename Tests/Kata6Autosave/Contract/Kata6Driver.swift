import Testability

/// What a Kata 6 scenario needs from any version of the note editor.
/// Each version's driver answers it with that version's own API.
protocol Kata6Driver: VersionDriver {
    /// How long this version's editor waits after the last keystroke.
    nonisolated var autosaveDelay: Duration { get }
    /// A note's editor, reaching the server over `network`, opened when the
    /// clock on the wall reads `time` (any time, if nil). That clock moves
    /// with the pauses, and a minute while the slow save runs.
    func editor(on network: Network, at time: TimeOfDay?) async throws -> EditorUnderTest

    // The app's own wiring, which `Kata6Wiring` checks and does not judge:
    // the editor made as the app makes it, with its note's id alone.

    /// The app's editor of note `noteId`, made with nothing else: the member
    /// types `text` and taps "Retry", which saves at once. Returns the
    /// status line once that save has ended.
    func appsEditorSaves(_ text: String, ofNote noteId: String) async throws -> String
    /// The app's editor of note `noteId`, made with nothing else: the member
    /// types `text` and stops typing. Returns the status line once the save
    /// the pause started has ended, in real time.
    func appsEditorAutosaves(_ text: String, ofNote noteId: String) async throws -> String
}

/// How the server answers the editor's saves.
enum Network: CustomStringConvertible {
    /// Every save lands at once.
    case online
    /// No save gets through.
    case offline
    /// The first save fails as offline; the next ones land at once.
    case offlineOnce
    /// The first save is slow: it lands only when the test lets it. The
    /// next ones land at once.
    case firstSaveHeld
    /// Every save is slow: each lands only when the test lets it, oldest
    /// first.
    case everySaveHeld

    var description: String {
        switch self {
        case .online: "online"
        case .offline: "offline"
        case .offlineOnce: "offline for the first save"
        case .firstSaveHeld: "slow for the first save"
        case .everySaveHeld: "slow for every save"
        }
    }

    /// Whether the server holds a save until the test lets it land.
    var holdsSaves: Bool { self == .firstSaveHeld || self == .everySaveHeld }
}

/// A time of day, as the status line shows it: "10:42".
struct TimeOfDay: Equatable, CustomStringConvertible {
    let hour: Int
    let minute: Int

    init(_ hour: Int, _ minute: Int) {
        self.hour = hour
        self.minute = minute
    }

    var description: String { [hour, minute].map { $0 < 10 ? "0\($0)" : "\($0)" }.joined(separator: ":") }
}

/// The note editor, as a scenario drives it.
struct EditorUnderTest {
    /// A keystroke: the draft becomes `text`.
    let type: @MainActor (_ text: String) async throws -> Void
    /// The member stops for `duration`: returns once the editor has done
    /// what was due by then, or the slow save has reached the server.
    let pause: @MainActor (_ duration: Duration) async throws -> Void
    /// Taps "Retry" under a failed save, and returns when it has ended.
    let tapRetry: @MainActor () async throws -> Void
    /// Lets the oldest slow save land, a minute after it began, and returns
    /// when the editor's work has ended, or once its next save is held in
    /// turn.
    let finishHeldSave: @MainActor () async throws -> Void
    /// The status line under the note.
    let status: @MainActor () async throws -> String
    /// The drafts that landed on the server, oldest first.
    let savedDrafts: @MainActor () async throws -> [String]
    /// The draft the server holds now.
    let noteOnServer: @MainActor () async throws -> String

    /// An editor driven by these closures. `status` is read as the note's
    /// screen reads it, through Observation, from the moment the editor is
    /// made: a status that changes and tells no observer fails the read.
    @MainActor
    init(
        type: @escaping @MainActor (_ text: String) async throws -> Void,
        pause: @escaping @MainActor (_ duration: Duration) async throws -> Void,
        tapRetry: @escaping @MainActor () async throws -> Void,
        finishHeldSave: @escaping @MainActor () async throws -> Void,
        status: @escaping @MainActor () -> String,
        savedDrafts: @escaping @MainActor () async throws -> [String],
        noteOnServer: @escaping @MainActor () async throws -> String
    ) {
        self.type = type
        self.pause = pause
        self.tapRetry = tapRetry
        self.finishHeldSave = finishHeldSave
        let statusLine = ObservedReading("The status line", status)
        self.status = { try statusLine() }
        self.savedDrafts = savedDrafts
        self.noteOnServer = noteOnServer
    }
}

/// A member's typing: each text typed, then a pause, in quarters of the
/// autosave delay.
struct Typing: CustomStringConvertible {
    let keystrokes: [(text: String, pauseInQuarters: Int)]

    /// The drafts saved: each one the member paused on for the whole delay.
    var saved: [String] { keystrokes.filter { $0.pauseInQuarters >= 4 }.map(\.text) }

    var description: String {
        keystrokes.map { "\"\($0.text)\", a pause of \($0.pauseInQuarters)/4 of the delay" }
            .joined(separator: ", ")
    }
}

/// Two drafts typed one after the other, each followed by a full pause.
struct Edits: CustomStringConvertible {
    let first: String
    let second: String

    var description: String { "\"\(first)\" then \"\(second)\"" }
}

/// The status line and the server's note, after a retry.
struct AfterRetry: Equatable, CustomStringConvertible {
    let status: String
    let note: String

    var description: String { "status \"\(status)\", the server holds \"\(note)\"" }
}
