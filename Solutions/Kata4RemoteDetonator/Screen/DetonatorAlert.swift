/// What the detonator screen tells the user when a command is refused.
enum DetonatorAlert {
    /// The message for a controller's refusal.
    static func message(for error: DeviceError) -> String {
        switch error {
        case .unknownDevice(let id):
            "No device \(id) is in range. Scan, then pick a device from the list."
        case .notArmed(let id):
            "Device \(id) is not armed. Arm it before you ignite it."
        }
    }
}
