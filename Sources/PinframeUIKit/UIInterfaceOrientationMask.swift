/// The interface orientations a controller supports, as UIKit's `UIInterfaceOrientationMask`,
/// with UIKit's raw values (one bit per ``UIInterfaceOrientation`` raw value).
public struct UIInterfaceOrientationMask: OptionSet, Sendable, Hashable {
  /// The mask's bits.
  public let rawValue: UInt

  /// A mask from its bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// Portrait (2).
  public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
  /// Portrait, upside down (4).
  public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
  /// Landscape, home button on the left (8).
  public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
  /// Landscape, home button on the right (16).
  public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
  /// Both landscape orientations (24).
  public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
  /// Every orientation (30).
  public static let all: UIInterfaceOrientationMask = [
    .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight,
  ]
  /// Every orientation but portrait upside down (26).
  public static let allButUpsideDown: UIInterfaceOrientationMask = [
    .portrait, .landscapeLeft, .landscapeRight,
  ]
}

/// An interface orientation, as UIKit's `UIInterfaceOrientation`, with UIKit's raw values.
public enum UIInterfaceOrientation: Int, Sendable, Hashable, CaseIterable {
  /// Not known.
  case unknown = 0
  /// Portrait.
  case portrait = 1
  /// Portrait, upside down.
  case portraitUpsideDown = 2
  /// Landscape, home button on the left.
  case landscapeRight = 3
  /// Landscape, home button on the right.
  case landscapeLeft = 4

  /// Whether this is a portrait orientation.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Whether this is a landscape orientation.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
