import Pinframe

/// The view PinLayout's specs lay out: a `sizeThatFits(_:)` that is easy to predict.
///
/// Asked with both dimensions bounded it answers 35 × 45. Given only a width w it answers
/// w + `sizeThatFitSizeOffset` wide with the height that keeps `sizeThatFitsExpectedArea`
/// (1600 by default); given only a height, the same with the axes swapped; given neither,
/// 40 wide with the height that keeps the area.
class BasicView: UIView {
  /// The area the answer keeps when one dimension is unbounded.
  var sizeThatFitsExpectedArea: CGFloat = 40 * 40
  /// Added to the bounded dimension when the other one is unbounded.
  var sizeThatFitSizeOffset: CGFloat = 0

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    let unbounded = CGFloat.greatestFiniteMagnitude
    switch (size.width != unbounded, size.height != unbounded) {
    case (true, true):
      return CGSize(width: 35, height: 45)
    case (true, false):
      let width = size.width + sizeThatFitSizeOffset
      return CGSize(width: width, height: sizeThatFitsExpectedArea / width)
    case (false, true):
      let height = size.height + sizeThatFitSizeOffset
      return CGSize(width: sizeThatFitsExpectedArea / height, height: height)
    case (false, false):
      return CGSize(width: 40, height: sizeThatFitsExpectedArea / 40)
    }
  }
}
