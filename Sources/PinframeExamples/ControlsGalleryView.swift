import Pinframe

/// What Pinframe draws for controls, one kind a row.
///
/// Each row is a caption, then buttons of every type and configuration style, segmented
/// controls, switches, sliders, steppers, progress views, spinners, page controls, text fields
/// and a text view, in their states. Its snapshot is the "Controls" article's picture.
public final class ControlsGalleryView: UIView {
  /// A caption and the controls it describes, laid out left to right.
  private struct Row {
    let caption: UILabel
    let controls: [UIView]
  }

  private let rows: [Row]

  /// Creates the gallery, 390 points wide; its height follows from the layout.
  public init() {
    rows = Self.samples().map { caption, controls in
      let label = UILabel()
      label.text = caption
      label.font = .preferredFont(forTextStyle: .caption1)
      label.textColor = .secondaryLabel
      return Row(caption: label, controls: controls)
    }
    super.init(frame: CGRect(x: 0, y: 0, width: 390, height: 0))
    backgroundColor = .systemGroupedBackground
    for row in rows {
      addSubview(row.caption)
      for control in row.controls { addSubview(control) }
    }
  }

  /// Unavailable: the gallery is made in code.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The width offered and the height the rows take, 16 points below the last.
  public override func sizeThatFits(_ size: CGSize) -> CGSize {
    let width = bounds.width
    bounds.size.width = size.width
    let bottom = layoutRows()
    bounds.size.width = width
    return CGSize(width: size.width, height: bottom + 16)
  }

  /// Stacks the rows.
  public override func layoutSubviews() {
    super.layoutSubviews()
    layoutRows()
  }

  /// Each caption above its controls, which sit side by side 12 points apart (sized to fit,
  /// except views without a width of their own, which take the row's width); returns the
  /// bottom of the last row.
  @discardableResult
  private func layoutRows() -> CGFloat {
    var previous: UIView?
    for row in rows {
      if let previous {
        row.caption.pin.below(of: previous).horizontally(16).marginTop(14).sizeToFit(.width)
      } else {
        row.caption.pin.top(16).horizontally(16).sizeToFit(.width)
      }
      var left: UIView?
      for control in row.controls {
        let stretches =
          control is UISlider || control is UIProgressView || control is UITextView
          || (control as? UITextField).map { $0.leftView != nil } == true
        let anchor = left.map { $0.edge.right } ?? row.caption.edge.left
        let gap: CGFloat = left == nil ? 0 : 12
        if stretches {
          control.pin.top(to: row.caption.edge.bottom).left(to: anchor).right(16).marginTop(6)
            .marginLeft(gap).sizeToFit(.width)
        } else {
          control.pin.top(to: row.caption.edge.bottom).left(to: anchor).marginTop(6)
            .marginLeft(gap).sizeToFit()
        }
        left = control
      }
      previous = row.controls.max { $0.frame.maxY < $1.frame.maxY }
    }
    return previous?.frame.maxY ?? 0
  }
}
