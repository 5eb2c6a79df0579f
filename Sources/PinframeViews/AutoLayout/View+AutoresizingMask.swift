import Foundation

extension View {
  /// How a view resizes when its superview's bounds change, as UIKit's
  /// `UIView.AutoresizingMask`; applied through constraints when the superview is laid out by
  /// Auto Layout.
  public struct AutoresizingMask: OptionSet, Sendable, Hashable {
    /// The mask's bits.
    public let rawValue: UInt
    /// A mask of `rawValue`'s bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The left margin grows with the superview.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width grows with the superview.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin grows with the superview.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin grows with the superview.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height grows with the superview.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin grows with the superview.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// Whether the view's frame and ``autoresizingMask`` are turned into constraints (`true` by
  /// default, as in UIKit); set it to `false` for a view that constraints place.
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { existingAutoLayout?.translatesAutoresizingMaskIntoConstraints ?? true }
    set {
      guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
      autoLayout.translatesAutoresizingMaskIntoConstraints = newValue
      LayoutEngine.existingEngine(for: self)?.constraintsDidChange()
    }
  }

  /// How the view resizes with its superview, as UIKit's `autoresizingMask` (none by default).
  public var autoresizingMask: AutoresizingMask {
    get { existingAutoLayout?.autoresizingMask ?? [] }
    set {
      autoLayout.autoresizingMask = newValue
      LayoutEngine.existingEngine(for: self)?.constraintsDidChange()
    }
  }

  /// The constraints installed on the view, as UIKit's `constraints`: the active constraints
  /// whose items' nearest common ancestor is this view.
  public var constraints: [NSLayoutConstraint] { existingAutoLayout?.installed ?? [] }

  /// Activates `constraint`, as UIKit's older `addConstraint(_:)`.
  public func addConstraint(_ constraint: NSLayoutConstraint) {
    NSLayoutConstraint.activate([constraint])
  }

  /// Activates `constraints`, as UIKit's older `addConstraints(_:)`.
  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    NSLayoutConstraint.activate(constraints)
  }

  /// Deactivates `constraint`, as UIKit's older `removeConstraint(_:)`.
  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    NSLayoutConstraint.deactivate([constraint])
  }

  /// Deactivates `constraints`, as UIKit's older `removeConstraints(_:)`.
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    NSLayoutConstraint.deactivate(constraints)
  }
}
