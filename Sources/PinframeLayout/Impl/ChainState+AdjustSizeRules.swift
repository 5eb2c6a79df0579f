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
