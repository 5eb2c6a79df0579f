import Foundation
import PinframeViews

/// The view PinLayout's specs use: a deterministic `sizeThatFits(_:)` that keeps an area.
///
/// With both dimensions finite it returns (35, 45); with only a finite width w,
/// (w + offset, area / (w + offset)); with only a finite height h, (area / (h + offset),
/// h + offset); with neither, (40, area / 40).
@MainActor
final class BasicView: View {
  var sizeThatFitsExpectedArea: CGFloat = 40 * 40
  var sizeThatFitSizeOffset: CGFloat = 0

  convenience init(_ name: String, _ frame: CGRect) {
    self.init(frame: frame)
    debugName = name
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    let unbounded = CGFloat.greatestFiniteMagnitude
    if size.width != unbounded && size.height != unbounded {
      return CGSize(width: 35, height: 45)
    } else if size.width != .greatestFiniteMagnitude {
      let width = size.width + sizeThatFitSizeOffset
      return CGSize(width: width, height: sizeThatFitsExpectedArea / width)
    } else if size.height != .greatestFiniteMagnitude {
      let height = size.height + sizeThatFitSizeOffset
      return CGSize(width: sizeThatFitsExpectedArea / height, height: height)
    }
    return CGSize(width: 40, height: sizeThatFitsExpectedArea / 40)
  }
}
