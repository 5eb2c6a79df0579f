import Foundation
import PinframeViews

extension UITableViewCell {
  /// The height of an automatic row at `width`, as UIKit's self-sizing cells: when constraints
  /// place the content view's subviews, the content view's fitting height at its width (the
  /// cell's less the accessory) plus the separator's pixel; otherwise ``sizeThatFits(_:)``.
  func automaticHeight(width: CGFloat) -> CGFloat {
    guard contentView.constrainsSubviews else {
      return sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
    }
    if bounds.width != width { frame.size.width = width }
    shareMarginsWithContentView()
    let fitted = contentView.systemLayoutSizeFitting(
      CGSize(
        width: contentWidth(accessory: accessoryFrame()),
        height: View.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    return fitted.height + separatorHeight
  }
}
