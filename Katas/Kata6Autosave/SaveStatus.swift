import Foundation

/// Where the editor's latest save stands, as the line under the note says it.
public enum SaveStatus: Equatable, Sendable {
    /// Nothing saved yet since the note was opened.
    case unsaved
    /// A save is on its way to the server.
    case saving
    /// The server has the draft, since `at`.
    case saved(at: Date)
    /// The save failed; the member can retry.
    case notSaved(reason: String)

    /// The status line: "", "Saving…", "Saved at 10:42", "Not saved: offline".
    public var text: String {
        switch self {
        case .unsaved: ""
        case .saving: "Saving…"
        case .saved(let date): "Saved at \(Self.timeOfDay(date))"
        case .notSaved(let reason): "Not saved: \(reason)"
        }
    }

    /// Hours and minutes, on the device's calendar: "09:05".
    private static func timeOfDay(_ date: Date) -> String {
        let parts = Calendar.current.dateComponents([.hour, .minute], from: date)
        let twoDigits = { (value: Int?) in value.map { $0 < 10 ? "0\($0)" : "\($0)" } ?? "--" }
        return "\(twoDigits(parts.hour)):\(twoDigits(parts.minute))"
    }
}
