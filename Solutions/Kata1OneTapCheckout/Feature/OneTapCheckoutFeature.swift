import StandIns

/// One-tap checkout: buys with the saved address, payment and coupon, without
/// asking, from the entry point it was made for.
@MainActor
public struct OneTapCheckoutFeature {
    private let entryPoint: OneTapEntryPoint
    private let delegate: any OneTapCheckoutDelegate

    /// The feature at `entryPoint`, in the app that `delegate` speaks for.
    public init(from entryPoint: OneTapEntryPoint, delegate: any OneTapCheckoutDelegate) {
        self.entryPoint = entryPoint
        self.delegate = delegate
    }

    /// Whether this entry point offers one-tap checkout right now.
    public var isEnabled: Bool {
        delegate.isOneTapEnabled(from: entryPoint)
    }

    /// Has the app show one-tap checkout, styled for this entry point, if it
    /// is enabled.
    public func present() {
        guard isEnabled else { return }
        let controller = OneTapCheckoutViewController()
        switch entryPoint {
        case .cart:
            controller.styleForCart()
        case .product(let productId):
            controller.styleForProduct(id: productId)
        }
        delegate.present(controller)
    }
}
