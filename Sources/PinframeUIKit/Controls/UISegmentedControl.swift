import Foundation
import PinframeGraphics
import PinframeImage
import PinframeText
import PinframeViews

/// A row of segments of which one is selected, as UIKit's `UISegmentedControl` (iOS 13's look):
/// 32 points tall, a grey track with 9 pt corners, the selected segment on a white platter
/// inset 2 pt, titles in 13 pt real ``UILabel``s (semibold when selected).
///
/// Segments share the width equally, or in proportion to their content with
/// ``apportionsSegmentWidthsByContent``; widths set with ``setWidth(_:forSegmentAt:)`` are kept.
/// ``sizeThatFits(_:)`` gives each segment its content width plus 12 pt on either side (the
/// widest one's for every segment, unless apportioned). Setting ``selectedSegmentIndex`` sends
/// no event; `sendActions(for: .valueChanged)` is the tap.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
  /// The index meaning "no segment selected" (−1).
  public static let noSegment = -1
  /// The control's height.
  static let height: CGFloat = 32
  /// Space on either side of a segment's content.
  static let segmentPadding: CGFloat = 12
  /// The font size of titles.
  static let titleFontSize: CGFloat = 13

  /// One segment: its content, its set width (0: automatic), and its views.
  @MainActor
  struct Segment {
    var title: String?
    var image: UIImage?
    var width: CGFloat = 0
    var isEnabled = true
    let label = UILabel()
    let imageView = UIImageView(frame: .zero)
  }

  var segments: [Segment] = []
  var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

  /// The selected segment, or ``noSegment``; an index outside the segments is ignored.
  open var selectedSegmentIndex = UISegmentedControl.noSegment {
    didSet {
      if selectedSegmentIndex != Self.noSegment, !segments.indices.contains(selectedSegmentIndex) {
        selectedSegmentIndex = oldValue
      }
      setNeedsLayout()
    }
  }

  /// Whether segments spring back after a tap (nothing stays selected); stored.
  open var isMomentary = false
  /// Whether segments are as wide as their content (in proportion) instead of equal.
  open var apportionsSegmentWidthsByContent = false {
    didSet { setNeedsLayout() }
  }
  /// The platter's colour; `nil` for white (grey in dark mode).
  open var selectedSegmentTintColor: UIColor?

  /// How many segments there are.
  public var numberOfSegments: Int { segments.count }

  /// A control with a segment per item: a `String` title or a `UIImage`; other items give
  /// empty segments.
  public convenience init(items: [Any]?) {
    self.init(frame: .zero)
    for item in items ?? [] {
      insertSegment(Segment(title: item as? String, image: item as? UIImage), at: segments.count)
    }
    bounds.size = sizeThatFits(.zero)
  }

  /// A control without segments.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
  }

  /// Present for UIKit source compatibility: Pinframe never decodes views, so it fails.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// A value change is the primary action.
  override var primaryActionEvent: Event { .valueChanged }

  /// Restyles the titles for the new state.
  override func controlStateDidChange() {
    setNeedsLayout()
  }

  /// The segments' widths plus nothing else, 32 tall; the offered size is ignored.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    updateLabels()
    let contents = segments.indices.map(contentWidth)
    let widest = contents.max() ?? 0
    let width = segments.indices.reduce(CGFloat(0)) { sum, index in
      let set = segments[index].width
      return sum + (set > 0 ? set : apportionsSegmentWidthsByContent ? contents[index] : widest)
    }
    return CGSize(width: ceilToPixels(width), height: Self.height)
  }

  /// ``sizeThatFits(_:)``.
  open override var intrinsicContentSize: CGSize {
    sizeThatFits(.zero)
  }

  /// Styles the titles and places them in their segments.
  open override func layoutSubviews() {
    super.layoutSubviews()
    updateLabels()
    for (index, rect) in segmentRects().enumerated() {
      let segment = segments[index]
      let inner = rect.insetBy(dx: Self.segmentPadding / 2, dy: 0)
      for part in [segment.imageView, segment.label] as [View] where !part.isHidden {
        let natural = part.sizeThatFits(.zero)
        let size = CGSize(
          width: min(natural.width, inner.width), height: min(natural.height, inner.height))
        part.frame = pixelAligned(
          CGRect(
            x: inner.midX - size.width / 2, y: inner.midY - size.height / 2, width: size.width,
            height: size.height))
      }
    }
  }

  /// Draws the track, the dividers and the selected segment's platter.
  open override func draw(_ rect: CGRect) {
    drawTrack(in: rect)
  }

  /// The selected segment's title, for descriptions and tree dumps.
  open override var contentAttributes: [(name: String, value: String)] {
    let titles = segments.map { "'\($0.title ?? "")'" }.joined(separator: ", ")
    return [("segments", "[\(titles)]"), ("selected", "\(selectedSegmentIndex)")]
  }
}
