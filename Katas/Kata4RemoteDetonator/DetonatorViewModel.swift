// Kata 4, before: Road Runner's remote detonator, whose view model calls
// ACME's device SDK singleton directly. This is the learner's code to change.

import ACMEDeviceSDK

/// The detonator screen's view model: it lists the ACME devices in range,
/// arms the one the user picked, and sets it off.
@MainActor
public final class DetonatorViewModel {
    /// The identifiers of the devices the last scan found.
    public private(set) var deviceIds: [String] = []
    /// What the screen tells the user after a command went wrong, if anything.
    public private(set) var alertMessage: String?

    public init() {}

    /// Runs when the user taps "Scan".
    public func scanTapped() {
        deviceIds = AcmeThingController.shared.scanForAcmeThings()
        alertMessage = nil
    }

    /// Runs when the user taps "Arm" with a device selected.
    public func armDeviceTapped(selectedDeviceId: String) {
        do {
            try AcmeThingController.shared.makeReadyToGoPow(acmeThingIdentifier: selectedDeviceId)
            alertMessage = nil
        } catch {
            alertMessage = DetonatorAlert.message(for: error)
        }
    }

    /// Runs when the user taps "Ignite" with a device selected. ACME's
    /// devices refuse to go pow unless armed, so an unarmed one stays put.
    public func explodeDeviceTapped(selectedDeviceId: String) {
        do {
            try AcmeThingController.shared.goPow(acmeThingIdentifier: selectedDeviceId)
            alertMessage = nil
        } catch {
            alertMessage = DetonatorAlert.message(for: error)
        }
    }
}
