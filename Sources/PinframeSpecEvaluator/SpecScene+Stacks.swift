import Pinframe
import PinframeSpec

extension SpecScene {
  /// The stack view of `spec`; its children become its arranged subviews as they are added.
  func makeStackView(_ spec: StackViewSpec) -> UIStackView {
    let stack = UIStackView(frame: .zero)
    if let axis = spec.axis { stack.axis = axis == "vertical" ? .vertical : .horizontal }
    if let name = spec.distribution, let distribution = Self.distributions[name] {
      stack.distribution = distribution
    }
    if let name = spec.alignment, let alignment = Self.alignments[name] {
      stack.alignment = alignment
    }
    if let spacing = spec.spacing { stack.spacing = CGFloat(spacing) }
    if let relative = spec.isLayoutMarginsRelativeArrangement {
      stack.isLayoutMarginsRelativeArrangement = relative
    }
    return stack
  }

  private static let distributions: [String: UIStackView.Distribution] = [
    "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
    "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
  ]

  private static let alignments: [String: UIStackView.Alignment] = [
    "fill": .fill, "leading": .leading, "top": .top, "firstBaseline": .firstBaseline,
    "center": .center, "trailing": .trailing, "bottom": .bottom, "lastBaseline": .lastBaseline,
  ]
}
