import StandIns

/// The classic checkout screen, which asks for address, payment and coupon.
public final class ClassicCheckoutController: UIViewController {}
