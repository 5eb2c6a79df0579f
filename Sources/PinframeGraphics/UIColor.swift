import Foundation

/// A colour as UIKit's `UIColor`: a fixed sRGB value, or a dynamic colour that picks its value
/// from the traits it is resolved with (light or dark appearance, elevation).
///
/// ``Color`` is the resolved value: what Core Graphics' `CGColor` is, what animations
/// interpolate and the renderer draws. A view resolves its `backgroundColor` with its own
/// `traitCollection` and again whenever those traits change, so one view tree renders in light
/// and in dark mode. ``cgColor`` resolves with ``UITraitCollection/current``, as UIKit does.
///
/// Components are extended sRGB, as UIKit's: values outside `0...1` are kept and only clamped
/// when drawn (see ``Color/rgba8``); non-finite components draw as 0.
///
/// The class is open, as UIKit's is, so `extension UIColor { class var brand: UIColor { … } }`
/// compiles. Instances never change after they are made, which is why they are `Sendable`.
open class UIColor: @unchecked Sendable {
  /// What the colour is made of.
  let storage: Storage

  /// The kinds of colour.
  enum Storage: Sendable {
    /// One value for every trait collection.
    case fixed(Color)
    /// A system colour with its value for each appearance.
    case system(SystemColorAppearances)
    /// A colour computed from the traits by a closure.
    case provider(@Sendable (UITraitCollection) -> UIColor)
  }

  /// How many dynamic colours a resolution follows (a provider may return another dynamic
  /// colour) before it gives up and resolves to transparent black.
  static let maximumResolutionDepth = 16

  init(storage: Storage) {
    self.storage = storage
  }

  /// Creates a fixed colour from extended sRGB components, as `UIColor(red:green:blue:alpha:)`.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    storage = .fixed(
      Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
  }

  /// Creates a fixed grey, as `UIColor(white:alpha:)`.
  public init(white: CGFloat, alpha: CGFloat) {
    storage = .fixed(Color(white: Double(white), alpha: Double(alpha)))
  }

  /// Creates a fixed colour from a resolved value, as `UIColor(cgColor:)`.
  public init(cgColor: Color) {
    storage = .fixed(cgColor)
  }

  /// Creates a dynamic colour whose value `dynamicProvider` picks for each trait collection,
  /// as `UIColor(dynamicProvider:)` and `UIColor { traits in … }`.
  ///
  /// The provider runs every time the colour is resolved; it should return the same colour for
  /// the same traits. When it returns a dynamic colour, that colour is resolved in turn (up to
  /// 16 levels deep; deeper chains resolve to transparent black).
  public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
    storage = .provider(dynamicProvider)
  }

  /// The fixed colour this colour has under `traitCollection`; a fixed colour returns itself.
  public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    var color = self
    for _ in 0..<Self.maximumResolutionDepth {
      switch color.storage {
      case .fixed: return color
      case .system(let appearances): return appearances.color(for: traitCollection)
      case .provider(let provide): color = provide(traitCollection)
      }
    }
    return UIColor(cgColor: .clear)
  }

  /// The value of the colour under `traitCollection`: what a view stores and draws.
  package func resolvedValue(with traitCollection: UITraitCollection) -> Color {
    if case .fixed(let value) = storage { return value }
    guard case .fixed(let value) = resolvedColor(with: traitCollection).storage else {
      return .clear
    }
    return value
  }

  /// Whether the colour's value depends on the traits it is resolved with.
  package var isDynamic: Bool {
    if case .fixed = storage { return false }
    return true
  }

  /// The colour resolved with ``UITraitCollection/current``, as Core Graphics' `CGColor`.
  ///
  /// Like UIKit's, the result does not follow later trait changes: code that sets
  /// `layer.borderColor = UIColor.separator.cgColor` sets it again in
  /// `traitCollectionDidChange(_:)`, where the view's traits are current.
  public var cgColor: Color {
    resolvedValue(with: .current)
  }
}

extension UIColor: Hashable {
  /// Fixed colours are equal when their components are; a dynamic colour is equal only to
  /// itself (the same object), as in UIKit.
  public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
    if lhs === rhs { return true }
    guard case .fixed(let left) = lhs.storage, case .fixed(let right) = rhs.storage else {
      return false
    }
    return left == right
  }

  /// Hashes the components of a fixed colour, the identity of a dynamic one.
  public func hash(into hasher: inout Hasher) {
    if case .fixed(let value) = storage {
      hasher.combine(value)
    } else {
      hasher.combine(ObjectIdentifier(self))
    }
  }
}

extension UIColor: CustomStringConvertible {
  /// UIKit's form for a fixed colour (`UIExtendedSRGBColorSpace 1 0 0 1`), the name of a
  /// system colour (`<UIDynamicSystemColor: systemBlue>`), or `<UIDynamicProviderColor>`.
  public var description: String {
    switch storage {
    case .fixed(let c):
      let components = [c.red, c.green, c.blue, c.alpha].map { String(format: "%g", $0) }
      return "UIExtendedSRGBColorSpace " + components.joined(separator: " ")
    case .system(let appearances):
      return "<UIDynamicSystemColor: \(appearances.name)>"
    case .provider:
      return "<UIDynamicProviderColor>"
    }
  }
}
