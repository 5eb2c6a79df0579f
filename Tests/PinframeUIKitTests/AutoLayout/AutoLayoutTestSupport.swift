import Pinframe

/// A view with a fixed intrinsic content size, for hugging and compression tests.
@MainActor
final class IntrinsicView: UIView {
  var size: CGSize

  init(_ width: CGFloat, _ height: CGFloat) {
    size = CGSize(width: width, height: height)
    super.init(frame: .zero)
    translatesAutoresizingMaskIntoConstraints = false
  }

  required init?(coder: NSCoder) { nil }

  override var intrinsicContentSize: CGSize { size }
}

/// A view placed by constraints (translatesAutoresizingMaskIntoConstraints off).
@MainActor
func constrainedView(_ name: String) -> UIView {
  let view = UIView()
  view.debugName = name
  view.translatesAutoresizingMaskIntoConstraints = false
  return view
}

/// A 390 × 844 root, as an iPhone 13's screen.
@MainActor
func phoneRoot(safeArea: UIEdgeInsets = .zero) -> UIView {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  root.debugName = "root"
  root.safeAreaInsets = safeArea
  return root
}
