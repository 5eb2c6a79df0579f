import Foundation
import PinframeGraphics

/// A device to lay a view out on: its screen size in points, its safe-area insets and its
/// traits, as swift-snapshot-testing's `ViewImageConfig`, plus the device's display scale.
///
/// The presets (`.iPhone13`, `.iPhone15Pro(.landscape)`, `.iPadPro11(.portrait(splitView:
/// .oneThird))`, …) carry swift-snapshot-testing's sizes, insets and traits where it has the
/// device, and the devices' published values for newer ones. `traits` never holds a display
/// scale, as there; ``scale`` is the device's, which Pinframe renders at unless the traits ask
/// for another. ``UIWindow/init(config:)`` makes a window of the device.
public struct ViewImageConfig: Sendable, Hashable {
  /// The orientation of a phone.
  public enum Orientation: Sendable, Hashable {
    /// Wider than tall.
    case landscape
    /// Taller than wide (what a plain preset means).
    case portrait
  }

  /// The orientation of a tablet and the share of the screen a split view gives the app.
  public enum TabletOrientation: Sendable, Hashable {
    /// The splits of a landscape screen.
    public enum LandscapeSplits: Sendable, Hashable {
      /// A third of the width.
      case oneThird
      /// Half of the width.
      case oneHalf
      /// Two thirds of the width.
      case twoThirds
      /// The whole screen.
      case full
    }

    /// The splits of a portrait screen.
    public enum PortraitSplits: Sendable, Hashable {
      /// A third of the width.
      case oneThird
      /// Two thirds of the width.
      case twoThirds
      /// The whole screen.
      case full
    }

    /// Landscape, with a split.
    case landscape(splitView: LandscapeSplits)
    /// Portrait, with a split.
    case portrait(splitView: PortraitSplits)
  }

  /// The safe-area insets of the device's window.
  public var safeArea: EdgeInsets
  /// The screen size in points; `nil` keeps the size of the view laid out.
  public var size: CGSize?
  /// The device's traits: size classes, text size, idiom, layout direction.
  public var traits: UITraitCollection
  /// The device's display scale in pixels per point (1 when the config names no device).
  public var scale: CGFloat

  /// Creates a config, as swift-snapshot-testing's initializer (with the scale an extra).
  public init(
    safeArea: EdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init(),
    scale: CGFloat = 1
  ) {
    self.safeArea = safeArea
    self.size = size
    self.traits = traits
    self.scale = scale
  }

  /// The scale to render at: the traits' display scale when they set one, the device's
  /// otherwise.
  public var renderingScale: CGFloat {
    traits.displayScale > 0 ? traits.displayScale : scale
  }
}

extension UIWindow {
  /// A window of the device `config` describes: its screen size (zero when the config has
  /// none), its safe-area insets, and its traits as overrides with the device's display scale.
  public convenience init(config: ViewImageConfig) {
    self.init(frame: CGRect(origin: .zero, size: config.size ?? .zero))
    safeAreaInsets = config.safeArea
    var overrides = UITraitOverrides()
    let traits = config.traits
    overrides.displayScale = config.renderingScale
    overrides.userInterfaceStyle = traits.userInterfaceStyle
    overrides.userInterfaceLevel = traits.userInterfaceLevel
    overrides.layoutDirection = traits.layoutDirection
    overrides.horizontalSizeClass = traits.horizontalSizeClass
    overrides.verticalSizeClass = traits.verticalSizeClass
    overrides.preferredContentSizeCategory = traits.preferredContentSizeCategory
    overrides.userInterfaceIdiom = traits.userInterfaceIdiom
    traitOverrides = overrides
  }
}

extension View {
  /// Puts the view full screen in a new window of the device `config` describes and lays it
  /// out, as swift-snapshot-testing does before drawing: the view takes the window's bounds
  /// (or keeps its own size when the config has none, the window then taking that size).
  ///
  /// Keep the returned window while you use the view: as in UIKit, views do not keep their
  /// window alive.
  @discardableResult
  public func host(on config: ViewImageConfig) -> UIWindow {
    let window = UIWindow(config: config)
    if config.size == nil { window.bounds.size = bounds.size }
    frame = window.bounds
    window.addSubview(self)
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
  }
}
