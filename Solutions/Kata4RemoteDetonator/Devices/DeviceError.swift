/// Why a device controller refused a command.
public enum DeviceError: Error, Equatable, Sendable {
    /// No scan found a device with this identifier.
    case unknownDevice(id: String)
    /// The device was told to go off before it was armed.
    case notArmed(id: String)
}
