import Foundation
import PinframeImage
import PinframeText
import PinframeViews

extension UISegmentedControl {
  /// Inserts a segment titled `title` at `segment` (clamped to the segments' range).
  public func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    insertSegment(Segment(title: title), at: segment)
  }

  /// Inserts a segment showing `image` at `segment` (clamped to the segments' range).
  public func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
    insertSegment(Segment(image: image), at: segment)
  }

  /// Removes the segment at `segment`, if there is one; the selection follows its segment.
  public func removeSegment(at segment: Int, animated: Bool) {
    guard segments.indices.contains(segment) else { return }
    let removed = segments.remove(at: segment)
    removed.label.removeFromSuperview()
    removed.imageView.removeFromSuperview()
    if selectedSegmentIndex == segment {
      selectedSegmentIndex = Self.noSegment
    } else if selectedSegmentIndex > segment {
      selectedSegmentIndex -= 1
    }
    setNeedsLayout()
  }

  /// Removes every segment.
  public func removeAllSegments() {
    while !segments.isEmpty { removeSegment(at: segments.count - 1, animated: false) }
  }

  /// Sets the title of the segment at `segment` (it replaces an image).
  public func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].title = title
    segments[segment].image = nil
    setNeedsLayout()
  }

  /// The title of the segment at `segment`.
  public func titleForSegment(at segment: Int) -> String? {
    segments.indices.contains(segment) ? segments[segment].title : nil
  }

  /// Sets the image of the segment at `segment` (it replaces a title).
  public func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].image = image
    segments[segment].title = nil
    setNeedsLayout()
  }

  /// The image of the segment at `segment`.
  public func imageForSegment(at segment: Int) -> UIImage? {
    segments.indices.contains(segment) ? segments[segment].image : nil
  }

  /// Fixes the width of the segment at `segment`; 0 makes it automatic again.
  public func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment), width.isFinite else { return }
    segments[segment].width = max(0, width)
    setNeedsLayout()
  }

  /// The width set for the segment at `segment` (0: automatic).
  public func widthForSegment(at segment: Int) -> CGFloat {
    segments.indices.contains(segment) ? segments[segment].width : 0
  }

  /// Enables or disables the segment at `segment` (a disabled one is drawn faded).
  public func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].isEnabled = enabled
    setNeedsLayout()
  }

  /// Whether the segment at `segment` is enabled.
  public func isEnabledForSegment(at segment: Int) -> Bool {
    segments.indices.contains(segment) ? segments[segment].isEnabled : false
  }

  /// Sets the title attributes (`.font`, `.foregroundColor`) for `state`; `.selected` applies
  /// to the selected segment, `.normal` to every segment without its own.
  public func setTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
  ) {
    titleAttributes[state.rawValue] = attributes
    setNeedsLayout()
  }

  /// The title attributes set for `state`.
  public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    titleAttributes[state.rawValue]
  }

  /// Inserts `segment`'s views and the segment at `index` (clamped).
  func insertSegment(_ segment: Segment, at index: Int) {
    let position = min(max(index, 0), segments.count)
    segment.label.textAlignment = .center
    segment.imageView.contentMode = .scaleAspectFit
    addSubview(segment.imageView)
    addSubview(segment.label)
    segments.insert(segment, at: position)
    if selectedSegmentIndex >= position { selectedSegmentIndex += 1 }
    setNeedsLayout()
  }
}
