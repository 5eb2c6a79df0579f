import Foundation

/// How a paragraph is laid out, as UIKit's `NSParagraphStyle`: alignment, line breaking, spacing
/// and indents.
///
/// Immutable; make changes on an ``NSMutableParagraphStyle``.
///
/// Spacing and heights are in points. A line is as tall as its tallest font's line height,
/// times ``lineHeightMultiple`` when that is positive, then raised to ``minimumLineHeight`` and
/// lowered to ``maximumLineHeight`` when those are positive; the glyphs sit at the bottom of
/// the line. ``lineSpacing`` goes between lines, ``paragraphSpacing`` after a paragraph that
/// another follows and ``paragraphSpacingBefore`` before every paragraph but the first.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
  /// The default style: natural alignment, word wrapping, no spacing or indents.
  public static let `default` = NSParagraphStyle()

  /// The storage of every property, shared with the mutable subclass.
  var values = Values()

  /// The values of a paragraph style.
  struct Values: Hashable {
    var alignment = NSTextAlignment.natural
    var lineBreakMode = NSLineBreakMode.byWordWrapping
    var lineSpacing: CGFloat = 0
    var paragraphSpacing: CGFloat = 0
    var paragraphSpacingBefore: CGFloat = 0
    var firstLineHeadIndent: CGFloat = 0
    var headIndent: CGFloat = 0
    var tailIndent: CGFloat = 0
    var minimumLineHeight: CGFloat = 0
    var maximumLineHeight: CGFloat = 0
    var lineHeightMultiple: CGFloat = 0
    var baseWritingDirection = NSWritingDirection.natural
    var hyphenationFactor: Float = 0
    var allowsDefaultTighteningForTruncation = false
  }

  /// Creates the default style.
  public override init() {
    super.init()
  }

  /// How lines are placed horizontally.
  public var alignment: NSTextAlignment { values.alignment }
  /// How lines break and what happens to text that does not fit.
  public var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
  /// Extra space between the lines of a paragraph, in points.
  public var lineSpacing: CGFloat { values.lineSpacing }
  /// Extra space after a paragraph, in points.
  public var paragraphSpacing: CGFloat { values.paragraphSpacing }
  /// Extra space before a paragraph, in points.
  public var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
  /// The indent of a paragraph's first line from the leading edge.
  public var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
  /// The indent of the other lines from the leading edge.
  public var headIndent: CGFloat { values.headIndent }
  /// A positive value is the line's end measured from the leading edge; zero or negative, the
  /// distance from the trailing edge.
  public var tailIndent: CGFloat { values.tailIndent }
  /// The smallest line height, 0 for none.
  public var minimumLineHeight: CGFloat { values.minimumLineHeight }
  /// The largest line height, 0 for none.
  public var maximumLineHeight: CGFloat { values.maximumLineHeight }
  /// The factor applied to the natural line height, 0 for none.
  public var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
  /// The writing direction; natural follows the layout direction.
  public var baseWritingDirection: NSWritingDirection { values.baseWritingDirection }
  /// Stored for source compatibility: Pinframe does not hyphenate.
  public var hyphenationFactor: Float { values.hyphenationFactor }
  /// Stored for source compatibility: Pinframe does not tighten before truncating.
  public var allowsDefaultTighteningForTruncation: Bool {
    values.allowsDefaultTighteningForTruncation
  }

  /// An immutable copy.
  public func copy(with zone: NSZone? = nil) -> Any {
    let copy = NSParagraphStyle()
    copy.values = values
    return copy
  }

  /// A mutable copy.
  public func mutableCopy(with zone: NSZone? = nil) -> Any {
    let copy = NSMutableParagraphStyle()
    copy.values = values
    return copy
  }

  /// Whether `object` is a paragraph style with the same values.
  open override func isEqual(_ object: Any?) -> Bool {
    (object as? NSParagraphStyle)?.values == values
  }

  /// A hash of the values.
  open override var hash: Int { values.hashValue }
}

/// A paragraph style whose properties can be set, as UIKit's `NSMutableParagraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
  /// How lines are placed horizontally.
  public override var alignment: NSTextAlignment {
    get { values.alignment }
    set { values.alignment = newValue }
  }
  /// How lines break and what happens to text that does not fit.
  public override var lineBreakMode: NSLineBreakMode {
    get { values.lineBreakMode }
    set { values.lineBreakMode = newValue }
  }
  /// Extra space between the lines of a paragraph, in points.
  public override var lineSpacing: CGFloat {
    get { values.lineSpacing }
    set { values.lineSpacing = newValue }
  }
  /// Extra space after a paragraph, in points.
  public override var paragraphSpacing: CGFloat {
    get { values.paragraphSpacing }
    set { values.paragraphSpacing = newValue }
  }
  /// Extra space before a paragraph, in points.
  public override var paragraphSpacingBefore: CGFloat {
    get { values.paragraphSpacingBefore }
    set { values.paragraphSpacingBefore = newValue }
  }
  /// The indent of a paragraph's first line from the leading edge.
  public override var firstLineHeadIndent: CGFloat {
    get { values.firstLineHeadIndent }
    set { values.firstLineHeadIndent = newValue }
  }
  /// The indent of the other lines from the leading edge.
  public override var headIndent: CGFloat {
    get { values.headIndent }
    set { values.headIndent = newValue }
  }
  /// The line's end from the leading edge when positive; from the trailing edge otherwise.
  public override var tailIndent: CGFloat {
    get { values.tailIndent }
    set { values.tailIndent = newValue }
  }
  /// The smallest line height, 0 for none.
  public override var minimumLineHeight: CGFloat {
    get { values.minimumLineHeight }
    set { values.minimumLineHeight = newValue }
  }
  /// The largest line height, 0 for none.
  public override var maximumLineHeight: CGFloat {
    get { values.maximumLineHeight }
    set { values.maximumLineHeight = newValue }
  }
  /// The factor applied to the natural line height, 0 for none.
  public override var lineHeightMultiple: CGFloat {
    get { values.lineHeightMultiple }
    set { values.lineHeightMultiple = newValue }
  }
  /// The writing direction; natural follows the layout direction.
  public override var baseWritingDirection: NSWritingDirection {
    get { values.baseWritingDirection }
    set { values.baseWritingDirection = newValue }
  }
  /// Stored for source compatibility: Pinframe does not hyphenate.
  public override var hyphenationFactor: Float {
    get { values.hyphenationFactor }
    set { values.hyphenationFactor = newValue }
  }
  /// Stored for source compatibility: Pinframe does not tighten before truncating.
  public override var allowsDefaultTighteningForTruncation: Bool {
    get { values.allowsDefaultTighteningForTruncation }
    set { values.allowsDefaultTighteningForTruncation = newValue }
  }

  /// Copies every property of `paragraphStyle`, as `setParagraphStyle(_:)`.
  public func setParagraphStyle(_ paragraphStyle: NSParagraphStyle) {
    values = paragraphStyle.values
  }
}
