import StandIns

/// The classic checkout screen, which asks for address, payment and coupon.
final class ClassicCheckoutController: UIViewController {}
