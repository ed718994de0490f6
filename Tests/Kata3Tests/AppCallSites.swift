import Kata3
import StandIns
import WeatherAPI

/// The app's own call site that the assignment promises to keep, written as
/// the before code has it: the weather screen, made from the weather API's
/// observation. If it goes missing, the suite does not build. Nothing here
/// runs; building it is the check.
@MainActor
private func theAppsCallSites(_ observation: CurrentObservation) {
    _ = WeatherViewController(observation: observation)
}
