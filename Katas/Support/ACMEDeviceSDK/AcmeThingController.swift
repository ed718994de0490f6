// ACME's device SDK: a third-party SDK, not the learner's to change.
//
// It finds ACME's explosive devices over Bluetooth, makes one ready to go
// pow, and sets it off. Its names are ACME's, not ours. Its live side stands
// in for real hardware: scanning needs a Bluetooth radio, and every device
// it arms costs $100, since an armed ACME device cannot be disarmed. Each
// such contact is recorded in the running test's `World`, with its cost.

@_spi(LiveWorld) import StandIns

/// The one controller of every ACME device in range.
///
/// It is a singleton, and it keeps what it knows about the devices to
/// itself: a caller gets their identifiers, never whether one is armed. It
/// is thread-safe: any thread may call it.
public final class AcmeThingController: Sendable {
    /// The app's one controller.
    public static let shared = AcmeThingController()

    private init() {}

    /// Whether this machine has a Bluetooth radio the SDK can use.
    ///
    /// This stand-in plays a phone at ACME's firing range, so it reports one.
    /// Reading it asks the operating system, not the air: it is no contact.
    public var hasBluetoothRadio: Bool { true }

    /// Scans the air for ACME devices and returns their identifiers.
    ///
    /// Only devices found by a scan can be made ready or set off.
    public func scanForAcmeThings() -> [String] {
        let found = FiringRange.current.update { range in
            range.lastScan = range.devicesInRange
            return range.devicesInRange
        }
        record("scanned for devices over Bluetooth, found \(found.isEmpty ? "none" : found.joined(separator: ", "))")
        return found
    }

    /// Arms the device: from now on it goes pow when told to. An armed
    /// device cannot be disarmed.
    public func makeReadyToGoPow(acmeThingIdentifier: String) throws(AcmeThingError) {
        let isNew = FiringRange.current.update { range -> Bool? in
            guard range.lastScan.contains(acmeThingIdentifier) else { return nil }
            return range.armed.insert(acmeThingIdentifier).inserted
        }
        guard let isNew else { throw .noSuchAcmeThing(acmeThingIdentifier: acmeThingIdentifier) }
        record(
            isNew
                ? "armed device \(acmeThingIdentifier), which can never be disarmed ($100)"
                : "armed device \(acmeThingIdentifier) again, already spent ($0)")
    }

    /// Sets the device off, if it was made ready, and forgets it: it is no
    /// more.
    public func goPow(acmeThingIdentifier: String) throws(AcmeThingError) {
        let outcome = FiringRange.current.update { range -> Outcome in
            guard range.lastScan.contains(acmeThingIdentifier) else { return .unknown }
            guard range.armed.contains(acmeThingIdentifier) else { return .unarmed }
            range.ignite(acmeThingIdentifier)
            return .ignited
        }
        switch outcome {
        case .unknown:
            throw .noSuchAcmeThing(acmeThingIdentifier: acmeThingIdentifier)
        case .unarmed:
            record("told device \(acmeThingIdentifier) to go pow; not armed, it stayed put ($0)")
            throw .notReadyToGoPow(acmeThingIdentifier: acmeThingIdentifier)
        case .ignited:
            record("ignited device \(acmeThingIdentifier): POW ($0 more, it was spent when armed)")
        }
    }

    /// What telling a device to go pow came to.
    private enum Outcome {
        case unknown
        case unarmed
        case ignited
    }

    private func record(_ what: String) {
        World.current.record(Contact("ACME", via: "AcmeThingController.shared", what))
    }
}
