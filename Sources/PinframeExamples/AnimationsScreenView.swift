import Pinframe

/// PinLayout's Example-app "Animations" screen, rebuilt from coloured rectangles: a label, a
/// four-segment control, an image with a 1-pt border, a title, a description and a white
/// overlay, in four layout modes switched with 0.3 s animations (the overlay fades in mode 4).
///
/// Labels are rectangles whose `sizeThatFits` wraps a fixed text width into lines, as a label
/// of that text would; the image is a filled rectangle.
public final class AnimationsScreenView: UIView {
  /// The four layout modes of the example.
  public enum LayoutMode: Int, CaseIterable, Sendable {
    /// The image on the left, the text after it.
    case imageLeft
    /// The image on the right, the text before it.
    case imageRight
    /// The image on top, the text below it.
    case imageTop
    /// The text over the bottom of a tall image, on a white overlay.
    case textOverImage
  }

  static let margin: CGFloat = 10
  static let tint = UIColor(red: 90 / 255, green: 171 / 255, blue: 243 / 255, alpha: 1)

  private let container = UIView()
  private let instructions = TextBlockView(textWidth: 160, lineHeight: 17, color: .systemGray)
  private let segments = SegmentedControlView(count: 4, tint: AnimationsScreenView.tint)
  private let image = UIView()
  private let overlay = UIView()
  private let title = TextBlockView(textWidth: 140, lineHeight: 19, color: .black)
  private let details = TextBlockView(textWidth: 1_600, lineHeight: 16, color: .darkGray)

  /// The current layout mode.
  public private(set) var mode = LayoutMode.imageLeft

  /// Creates the screen on a 390 × 844 pt iPhone-sized canvas.
  public convenience init() {
    self.init(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  }

  /// Creates the screen in `frame`, with an iPhone's safe area (47 pt top, 34 pt bottom).
  override public init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .white
    safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    image.backgroundColor = .systemTeal
    image.layer.borderWidth = 1
    image.layer.borderColor = AnimationsScreenView.tint.cgColor
    image.clipsToBounds = true
    overlay.backgroundColor = UIColor.white.withAlphaComponent(0.7)
    overlay.alpha = 0
    addSubview(container)
    for view in [instructions, segments, image, overlay, title, details] {
      container.addSubview(view)
    }
    segments.frame.size.height = 32
    for (view, name) in [
      (container, "container"), (instructions, "instructions"), (segments, "segments"),
      (image, "image"), (overlay, "overlay"), (title, "title"), (details, "details"),
    ] {
      view.debugName = name
    }
  }

  /// Not supported: always fails.
  public required init?(coder: NSCoder) { nil }

  /// Lays out the fixed part, then the current mode's cell.
  override public func layoutSubviews() {
    super.layoutSubviews()
    container.pin.all(pin.safeArea).maxWidth(700).justify(.center)
    instructions.pin.top(Self.margin).horizontally(Self.margin).sizeToFit(.width)
    segments.pin.below(of: instructions, aligned: .left).right(Self.margin).marginTop(4)
    layoutCell()
  }

  /// Switches to `newMode` as the segmented control's action does: the selected segment changes
  /// at once and the cell moves to its new layout in a 0.3 s animation.
  public func select(_ newMode: LayoutMode) {
    guard newMode != mode else { return }
    mode = newMode
    segments.selectedIndex = newMode.rawValue
    UIView.animate(withDuration: 0.3) {
      self.layoutCell()
    }
  }

  private func layoutCell() {
    let margin = Self.margin
    switch mode {
    case .imageLeft:
      image.pin.below(of: segments).left(margin).size(140).marginTop(margin)
      title.pin.after(of: image, aligned: .top).marginLeft(margin).sizeToFit()
      details.pin.below(of: title, aligned: .left).right(margin).marginTop(margin)
        .sizeToFit(.width)
    case .imageRight:
      image.pin.below(of: segments).right(margin).size(140).marginTop(margin)
      title.pin.below(of: segments, aligned: .left).marginTop(margin).sizeToFit()
      details.pin.below(of: title, aligned: .left).before(of: image).marginTop(margin)
        .marginRight(margin).sizeToFit(.width)
    case .imageTop:
      image.pin.below(of: segments).horizontally(margin).height(160).marginTop(margin)
      title.pin.below(of: image, aligned: .left).marginTop(margin).sizeToFit()
      details.pin.below(of: title).horizontally(margin).marginTop(margin).sizeToFit(.width)
    case .textOverImage:
      image.pin.below(of: segments).horizontally(margin).height(260).marginTop(margin)
      details.pin.bottomLeft(to: image.anchor.bottomLeft).right(to: image.edge.right)
        .margin(margin).sizeToFit(.width)
      title.pin.above(of: details, aligned: .left).marginBottom(margin).sizeToFit()
      overlay.pin.bottomLeft(to: image.anchor.bottomLeft).right(to: image.edge.right)
        .height(image.frame.maxY - title.frame.minY + margin)
    }
    overlay.alpha = mode == .textOverImage ? 1 : 0
  }
}

/// A rectangle standing for a label: its text is `textWidth` points long on one line and
/// wraps into lines of `lineHeight` when narrower, as `UILabel.sizeThatFits` does.
final class TextBlockView: UIView {
  let textWidth: CGFloat
  let lineHeight: CGFloat

  init(textWidth: CGFloat, lineHeight: CGFloat, color: UIColor) {
    self.textWidth = textWidth
    self.lineHeight = lineHeight
    super.init(frame: .zero)
    backgroundColor = color.withAlphaComponent(0.35)
  }

  required init?(coder: NSCoder) { nil }

  /// One line when the width allows (or is unconstrained), else as many lines as it takes.
  override func sizeThatFits(_ size: CGSize) -> CGSize {
    guard size.width > 0, size.width < textWidth else {
      return CGSize(width: textWidth, height: lineHeight)
    }
    let lines = (textWidth / size.width).rounded(.up)
    return CGSize(width: size.width, height: lines * lineHeight)
  }
}

/// A segmented control drawn as bordered segments, the selected one filled with the tint.
final class SegmentedControlView: UIView {
  private let segments: [UIView]
  private let tint: UIColor

  var selectedIndex = 0 {
    didSet { updateSelection() }
  }

  init(count: Int, tint: UIColor) {
    segments = (0..<count).map { _ in UIView() }
    self.tint = tint
    super.init(frame: .zero)
    layer.borderWidth = 1
    layer.borderColor = tint.cgColor
    layer.cornerRadius = 6
    clipsToBounds = true
    segments.forEach(addSubview)
    updateSelection()
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    let width = bounds.width / CGFloat(segments.count)
    for (index, segment) in segments.enumerated() {
      segment.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: bounds.height)
    }
  }

  private func updateSelection() {
    for (index, segment) in segments.enumerated() {
      segment.backgroundColor = index == selectedIndex ? tint : .white
      segment.layer.borderWidth = 0.5
      segment.layer.borderColor = tint.cgColor
    }
  }
}
