import Foundation

/// A percentage of the superview's width or height, written `50%` (postfix `%`) or `-10%`.
public struct Percent: Sendable, Hashable {
  /// The percentage: 50 for `50%`.
  public let value: CGFloat

  /// Creates a percentage from its value (50 for 50 %).
  public init(value: CGFloat) {
    self.value = value
  }

  /// The percentage of `length`: `length * value / 100`.
  public func of(_ length: CGFloat) -> CGFloat {
    length * value / 100
  }
}

extension Percent: CustomStringConvertible {
  /// The percentage as written: `20%`, `2.5%`.
  public var description: String {
    (value.isFinite && value == value.rounded() && abs(value) < 1e15)
      ? "\(Int(value))%" : "\(value)%"
  }
}

postfix operator %

/// Makes a ``Percent``: `50%`.
public postfix func % (value: CGFloat) -> Percent {
  Percent(value: value)
}

/// Makes a ``Percent`` from a `Float`.
public postfix func % (value: Float) -> Percent {
  Percent(value: CGFloat(value))
}

/// Makes a ``Percent`` from a `Double`.
public postfix func % (value: Double) -> Percent {
  Percent(value: CGFloat(value))
}

/// Makes a ``Percent`` from an `Int`.
public postfix func % (value: Int) -> Percent {
  Percent(value: CGFloat(value))
}

/// Negates a ``Percent``, so that `-20%` (parsed as `-(20%)`) compiles.
public prefix func - (percent: Percent) -> Percent {
  Percent(value: -percent.value)
}
