import Foundation

/// How `boundingRect(with:options:…)` and `draw(with:options:…)` lay text out, as UIKit's
/// `NSStringDrawingOptions` (raw values included).
public struct NSStringDrawingOptions: OptionSet, Sendable, Hashable {
  /// The raw value, as UIKit's.
  public let rawValue: Int

  /// Creates options from their raw value.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Wrap at the width and measure every line from the top of the first; without it the text
  /// is one line per paragraph and the rectangle is measured from the first baseline.
  public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
  /// Add each font's leading to its lines (0 for the system font).
  public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
  /// Accepted; Pinframe measures typographic bounds either way.
  public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
  /// Stop at the height and end the last line shown with "…", whatever the line break mode
  /// (with ``usesLineFragmentOrigin``).
  public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// What a string drawing call reports back, as UIKit's `NSStringDrawingContext`.
///
/// Pinframe does not shrink text here: ``actualScaleFactor`` is always 1.
open class NSStringDrawingContext: @unchecked Sendable {
  /// The smallest scale the text may shrink to (stored; Pinframe does not shrink here).
  open var minimumScaleFactor: CGFloat = 0
  /// The scale the text was drawn at: 1.
  open private(set) var actualScaleFactor: CGFloat = 1
  /// The rectangle the last call measured or drew.
  open internal(set) var totalBounds = CGRect.zero

  /// Creates a context.
  public init() {}
}
