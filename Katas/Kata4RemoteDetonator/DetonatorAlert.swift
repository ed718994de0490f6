import ACMEDeviceSDK

/// What the detonator screen tells the user when a command is refused.
enum DetonatorAlert {
    /// The message for ACME's refusal.
    static func message(for error: AcmeThingError) -> String {
        switch error {
        case .noSuchAcmeThing(let id):
            "No device \(id) is in range. Scan, then pick a device from the list."
        case .notReadyToGoPow(let id):
            "Device \(id) is not armed. Arm it before you ignite it."
        }
    }
}
