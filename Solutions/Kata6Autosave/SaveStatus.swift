import Foundation

/// Where the editor's latest save stands, as the line under the note says it.
public enum SaveStatus: Equatable, Sendable {
    /// Nothing saved yet since the note was opened.
    case unsaved
    /// A save is on its way to the server.
    case saving
    /// The server has the draft, since `at`, a time said in `calendar`'s
    /// time zone.
    case saved(at: Date, calendar: Calendar)
    /// The save failed; the member can retry.
    case notSaved(reason: String)

    /// The status line: "", "Saving…", "Saved at 10:42", "Not saved: offline".
    public var text: String {
        switch self {
        case .unsaved: ""
        case .saving: "Saving…"
        case .saved(let date, let calendar): "Saved at \(Self.timeOfDay(date, in: calendar))"
        case .notSaved(let reason): "Not saved: \(reason)"
        }
    }

    /// Hours and minutes, on `calendar` and in its time zone: "09:05".
    private static func timeOfDay(_ date: Date, in calendar: Calendar) -> String {
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        let twoDigits = { (value: Int?) in value.map { $0 < 10 ? "0\($0)" : "\($0)" } ?? "--" }
        return "\(twoDigits(parts.hour)):\(twoDigits(parts.minute))"
    }
}
