/// Why ACME's controller refused a command.
public enum AcmeThingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No device with this identifier was found by the last scan.
    case noSuchAcmeThing(acmeThingIdentifier: String)
    /// The device was told to go pow before it was made ready.
    case notReadyToGoPow(acmeThingIdentifier: String)

    public var description: String {
        switch self {
        case .noSuchAcmeThing(let id):
            "ACME: no AcmeThing \"\(id)\" was found by the last scan"
        case .notReadyToGoPow(let id):
            "ACME: AcmeThing \"\(id)\" is not ready to go pow"
        }
    }
}
