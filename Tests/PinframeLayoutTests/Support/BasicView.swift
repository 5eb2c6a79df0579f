import Foundation
import PinframeViews

/// The view PinLayout's specs use: a deterministic `sizeThatFits(_:)` that keeps an area.
///
/// With a finite width w it returns (w + offset, area / (w + offset)); with a finite height h,
/// (area / (h + offset), h + offset); with neither, (40, area / 40).
@MainActor
final class BasicView: View {
  var sizeThatFitsExpectedArea: CGFloat = 40 * 40
  var sizeThatFitSizeOffset: CGFloat = 0

  convenience init(_ name: String, _ frame: CGRect) {
    self.init(frame: frame)
    debugName = name
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    if size.width != .greatestFiniteMagnitude {
      let width = size.width + sizeThatFitSizeOffset
      return CGSize(width: width, height: sizeThatFitsExpectedArea / width)
    } else if size.height != .greatestFiniteMagnitude {
      let height = size.height + sizeThatFitSizeOffset
      return CGSize(width: sizeThatFitsExpectedArea / height, height: height)
    }
    return CGSize(width: 40, height: sizeThatFitsExpectedArea / 40)
  }
}
