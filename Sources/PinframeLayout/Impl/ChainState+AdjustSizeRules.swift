import Foundation
import PinframeViews

// sizeToFit and aspectRatio: they share one slot, and the first one set wins.
extension ChainState {
  @usableFromInline
  mutating func recordSizeToFit(_ fitType: FitType) {
    setAdjustSizeType(.fit(fitType), Context("sizeToFit", .option(fitType.name)))
  }

  @usableFromInline
  mutating func recordAspectRatio(_ ratio: CGFloat) {
    setAdjustSizeType(.aspectRatio(ratio), Context("aspectRatio", .number(ratio)))
  }

  @usableFromInline
  mutating func recordAspectRatio(of view: View) {
    let rect = view.pinRect(keepTransform: keepTransform)
    setAdjustSizeType(
      .aspectRatio(rect.width / rect.height), Context("aspectRatio", .view(ViewReference(view))))
  }

  /// PinLayout's `aspectRatio()`: the image view's image's aspect ratio, or a warning when the
  /// view is not an image view, or has no image (unless `aspectRatioImageNotSet` is off).
  mutating func recordImageAspectRatio() {
    let context = Context("aspectRatio", .none)
    guard let imageView = view as? any ImageSizedView else {
      warnWontBeApplied(
        "the layouted view must be an UIImageView() to use the aspectRatio() method without"
          + " parameter.", context)
      return
    }
    guard let size = imageView.imageSizeForAspectRatio else {
      guard configuration.activeWarnings.aspectRatioImageNotSet else { return }
      warnWontBeApplied(
        "the layouted UIImageView's image hasn't been set (aspectRatioImageNotSet)", context)
      return
    }
    setAdjustSizeType(.aspectRatio(size.width / size.height), context)
  }

  private mutating func setAdjustSizeType(_ type: AdjustSizeType, _ context: Context) {
    if let current = adjustSizeType {
      warnConflict(context, with: current.callText)
      return
    }
    if case .aspectRatio(let ratio) = type, !(ratio > 0 && ratio.isFinite) {
      warnWontBeApplied("the aspectRatio (\(ratio)) must be greater than zero.", context)
      return
    }
    adjustSizeType = type
  }
}
