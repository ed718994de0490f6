/// Where the app gets its device controller.
public enum DeviceControllers {
    /// The `real` controller on a machine with a Bluetooth radio, the
    /// `simulated` one on a machine without (a simulator, a CI runner).
    /// Only the one chosen is made.
    public static func forMachine(
        hasRadio: Bool,
        real: () -> any DeviceController,
        simulated: () -> any DeviceController = { SimulatedDeviceController() }
    ) -> any DeviceController {
        hasRadio ? real() : simulated()
    }
}
