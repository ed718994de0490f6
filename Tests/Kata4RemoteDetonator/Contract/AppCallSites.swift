import Kata4
import StandIns

/// The app's own call sites that the assignment promises to keep short,
/// written as the before code has them: the screen and its view model, each
/// made with no arguments. If a default argument goes missing, the suite does
/// not build. Nothing here runs; building it is the check; `Kata4Wiring`
/// checks what they get by default.
@MainActor
private func theAppsCallSites() {
    _ = DetonatorViewController()
    _ = DetonatorViewModel()
}
