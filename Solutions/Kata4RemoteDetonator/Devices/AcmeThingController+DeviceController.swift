import ACMEDeviceSDK

// The only file that knows ACME's SDK. It cannot be unit tested (every call
// reaches the hardware), so it stays thin: a rename per method, and the
// choice of controller for this machine.

extension AcmeThingController: DeviceController {
    public func scanForDevices() -> [String] {
        scanForAcmeThings()
    }

    public func arm(deviceId: String) throws(DeviceError) {
        do throws(AcmeThingError) {
            try makeReadyToGoPow(acmeThingIdentifier: deviceId)
        } catch {
            throw DeviceError(error)
        }
    }

    public func ignite(deviceId: String) throws(DeviceError) {
        do throws(AcmeThingError) {
            try goPow(acmeThingIdentifier: deviceId)
        } catch {
            throw DeviceError(error)
        }
    }
}

extension DeviceError {
    /// ACME's refusal, in the app's words.
    init(_ error: AcmeThingError) {
        switch error {
        case .noSuchAcmeThing(let id): self = .unknownDevice(id: id)
        case .notReadyToGoPow(let id): self = .notArmed(id: id)
        }
    }
}

extension DeviceControllers {
    /// ACME's controller where ACME's SDK reports a Bluetooth radio, the
    /// simulated one where it reports none.
    public static func forThisMachine() -> any DeviceController {
        forMachine(hasRadio: AcmeThingController.shared.hasBluetoothRadio, real: { AcmeThingController.shared })
    }
}
