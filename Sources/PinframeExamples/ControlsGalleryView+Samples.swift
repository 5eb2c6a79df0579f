import Pinframe

extension ControlsGalleryView {
  /// The captions and their controls.
  static func samples() -> [(String, [UIView])] {
    [
      ("UIButton(type: .system): normal, highlighted, selected, disabled", systemButtons()),
      ("custom with background image, close, detailDisclosure, contactAdd", otherButtons()),
      ("UIButton.Configuration: plain, gray, tinted, filled", configurationButtons()),
      ("filled with image and subtitle; capsule; disabled", configurationVariants()),
      ("UISegmentedControl: equal widths; apportioned by content", segmented()),
      ("UISwitch on, off, disabled; UIStepper; UIPageControl", switches()),
      ("UISlider at 0.3", [slider()]),
      ("UIProgressView at 0.6", [progress()]),
      ("UIActivityIndicatorView .medium and .large", spinners()),
      ("UITextField .roundedRect: placeholder; text with clear button", textFields()),
      ("UITextField .line and .bezel; editing with a caret", moreTextFields()),
      ("UITextView: 8 pt insets, 5 pt line padding", [textView()]),
    ]
  }

  private static func systemButtons() -> [UIView] {
    (0..<4).map { index in
      let button = UIButton(type: .system)
      button.setTitle(["Normal", "Pressed", "Selected", "Disabled"][index], for: .normal)
      button.isHighlighted = index == 1
      button.isSelected = index == 2
      button.isEnabled = index != 3
      if index == 2 {
        button.contentEdgeInsets = UIEdgeInsets(top: 6, left: 8, bottom: 6, right: 8)
      }
      return button
    }
  }

  private static func otherButtons() -> [UIView] {
    let background = UIGraphicsImageRenderer(size: CGSize(width: 12, height: 12)).image { _ in
      UIColor.systemIndigo.setFill()
      UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 12, height: 12), cornerRadius: 5).fill()
    }
    let custom = UIButton(frame: .zero)
    custom.setTitle("Custom", for: .normal)
    custom.setBackgroundImage(
      background.resizableImage(withCapInsets: UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)),
      for: .normal)
    custom.contentEdgeInsets = UIEdgeInsets(top: 8, left: 14, bottom: 8, right: 14)
    let withImage = UIButton(type: .system)
    withImage.setTitle("Star", for: .normal)
    withImage.setImage(UIImage(systemName: "star"), for: .normal)
    return [custom, withImage]
      + [.close, .detailDisclosure, .contactAdd].map { UIButton(type: $0) }
  }

  private static func configurationButtons() -> [UIView] {
    let styles: [(String, UIButton.Configuration)] = [
      ("Plain", .plain()), ("Gray", .gray()), ("Tinted", .tinted()), ("Filled", .filled()),
    ]
    return styles.map { title, style in
      var configuration = style
      configuration.title = title
      return UIButton(configuration: configuration)
    }
  }

  private static func configurationVariants() -> [UIView] {
    var rich = UIButton.Configuration.filled()
    rich.title = "Download"
    rich.subtitle = "12 MB"
    rich.image = UIImage(systemName: "arrow.down.circle")
    rich.imagePadding = 8
    var capsule = UIButton.Configuration.tinted()
    capsule.title = "Capsule"
    capsule.cornerStyle = .capsule
    var disabled = UIButton.Configuration.filled()
    disabled.title = "Off"
    let off = UIButton(configuration: disabled)
    off.isEnabled = false
    return [UIButton(configuration: rich), UIButton(configuration: capsule), off]
  }

  private static func segmented() -> [UIView] {
    let equal = UISegmentedControl(items: ["One", "Two", "Three"])
    equal.selectedSegmentIndex = 0
    let apportioned = UISegmentedControl(items: ["A", "Longer title"])
    apportioned.apportionsSegmentWidthsByContent = true
    apportioned.selectedSegmentIndex = 1
    return [equal, apportioned]
  }

  private static func switches() -> [UIView] {
    let on = UISwitch()
    on.isOn = true
    let disabled = UISwitch()
    disabled.isOn = true
    disabled.isEnabled = false
    let stepper = UIStepper()
    stepper.value = 0
    let pages = UIPageControl()
    pages.numberOfPages = 4
    pages.currentPage = 1
    return [on, UISwitch(), disabled, stepper, pages]
  }

  private static func slider() -> UIView {
    let slider = UISlider()
    slider.value = 0.3
    return slider
  }

  private static func progress() -> UIView {
    let progress = UIProgressView(progressViewStyle: .default)
    progress.progress = 0.6
    return progress
  }

  private static func spinners() -> [UIView] {
    [UIActivityIndicatorView.Style.medium, .large].map { style in
      let spinner = UIActivityIndicatorView(style: style)
      spinner.startAnimating()
      return spinner
    }
  }

  private static func textFields() -> [UIView] {
    let empty = field(placeholder: "Placeholder")
    let filled = field(text: "Hello")
    filled.clearButtonMode = .always
    return [empty, filled]
  }

  private static func moreTextFields() -> [UIView] {
    let line = field(text: "Line", style: .line)
    let bezel = field(text: "Bezel", style: .bezel)
    let editing = field(text: "Typing")
    editing.becomeFirstResponder()
    return [line, bezel, editing]
  }

  private static func field(
    text: String? = nil, placeholder: String? = nil,
    style: UITextField.BorderStyle = .roundedRect
  ) -> UITextField {
    let field = UITextField()
    field.borderStyle = style
    field.text = text
    field.placeholder = placeholder
    return field
  }

  private static func textView() -> UIView {
    let view = UITextView()
    view.text =
      "A text view wraps its text at its width, inside the container inset and the line fragment padding, and sizes itself to the lines it needs."
    view.font = .preferredFont(forTextStyle: .body)
    view.backgroundColor = .secondarySystemGroupedBackground
    return view
  }
}
