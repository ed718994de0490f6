// Kata 4, after: Road Runner's remote detonator, whose view model talks to a
// `DeviceController` it is handed. The `Devices/` files are the abstraction,
// its simulated version and ACME's thin adapter; the `Screen/` files know
// only the abstraction.

/// Finds explosive devices in range, arms one, and sets it off, whoever
/// made them.
public protocol DeviceController {
    /// Scans for devices and returns the identifiers of those in range.
    func scanForDevices() -> [String]
    /// Arms the device, which must have been found by a scan.
    func arm(deviceId: String) throws(DeviceError)
    /// Sets the device off, which must have been armed.
    func ignite(deviceId: String) throws(DeviceError)
}
