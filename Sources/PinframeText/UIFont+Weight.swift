import Foundation

extension UIFont {
  /// A font weight, as `UIFont.Weight`, with UIKit's raw values (ultraLight −0.8 … black
  /// 0.62).
  ///
  /// UIKit's nine weights map onto Inter's nine instances in order: ultraLight → Thin,
  /// thin → ExtraLight, light → Light, regular → Regular, medium → Medium, semibold → SemiBold,
  /// bold → Bold, heavy → ExtraBold, black → Black. Any other raw value measures with the
  /// nearest of the nine (ties go to the lighter).
  public struct Weight: RawRepresentable, Hashable, Sendable {
    /// The weight's value, from −1 (lightest) to 1 (heaviest).
    public let rawValue: CGFloat

    /// Creates a weight from its raw value.
    public init(rawValue: CGFloat) {
      self.rawValue = rawValue
    }

    /// Creates a weight from its raw value, as UIKit's unlabelled initializer.
    public init(_ rawValue: CGFloat) {
      self.rawValue = rawValue
    }

    /// Ultra light: −0.8.
    public static let ultraLight = Weight(-0.8)
    /// Thin: −0.6.
    public static let thin = Weight(-0.6)
    /// Light: −0.4.
    public static let light = Weight(-0.4)
    /// Regular: 0.
    public static let regular = Weight(0)
    /// Medium: 0.23.
    public static let medium = Weight(0.23)
    /// Semibold: 0.3.
    public static let semibold = Weight(0.3)
    /// Bold: 0.4.
    public static let bold = Weight(0.4)
    /// Heavy: 0.56.
    public static let heavy = Weight(0.56)
    /// Black: 0.62.
    public static let black = Weight(0.62)

    /// UIKit's nine weights, lightest first.
    static let all: [Weight] = [
      .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
    ]

    /// The names of ``all``, as the font names use them.
    static let names = [
      "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black",
    ]

    /// The position of the nearest of UIKit's nine weights (0 … 8); NaN counts as regular.
    var index: Int {
      guard !rawValue.isNaN else { return 3 }
      var best = 0
      for (index, weight) in Self.all.enumerated()
      where abs(weight.rawValue - rawValue) < abs(Self.all[best].rawValue - rawValue) {
        best = index
      }
      return best
    }

    /// The name of the nearest of the nine weights.
    var name: String { Self.names[index] }
  }
}
