import Pinframe
import PinframeSpec

extension SpecScene {
  /// The control of `spec`, with its own properties and the control properties set.
  func makeControl(_ spec: ControlSpec) -> UIControl {
    let control = makeControl(spec.kind)
    if let enabled = spec.isEnabled { control.isEnabled = enabled }
    if let tint = spec.tintColor { control.tintColor = tint }
    return control
  }

  /// The control of `kind`, with its own properties set.
  private func makeControl(_ kind: ControlSpec.Kind) -> UIControl {
    switch kind {
    case .button(let spec):
      return makeButton(spec)
    case .switch(let spec):
      let toggle = UISwitch()
      toggle.isOn = spec.isOn
      toggle.onTintColor = spec.onTintColor
      return toggle
    case .segmented(let spec):
      let control = UISegmentedControl()
      for (index, item) in spec.items.enumerated() {
        control.insertSegment(withTitle: item, at: index, animated: false)
      }
      control.selectedSegmentIndex = spec.selectedSegmentIndex
      if let apportions = spec.apportionsSegmentWidthsByContent {
        control.apportionsSegmentWidthsByContent = apportions
      }
      return control
    case .textField(let spec):
      let field = UITextField()
      field.text = spec.text
      field.placeholder = spec.placeholder
      if let style = spec.borderStyle { field.borderStyle = style.fieldStyle }
      if let font = spec.font { field.font = font }
      if let color = spec.textColor { field.textColor = color }
      if let alignment = spec.textAlignment { field.textAlignment = alignment }
      return field
    }
  }

  /// A button of the spec's style: a legacy type, or a system button with a configuration.
  private func makeButton(_ spec: ButtonSpec) -> UIButton {
    let image = spec.systemImage.flatMap { UIImage(systemName: $0) }
    if let configuration = spec.style.configuration {
      let button = UIButton(type: .system)
      var content = configuration
      content.title = spec.title
      content.image = image
      button.configuration = content
      button.isSelected = spec.isSelected ?? false
      return button
    }
    let button = UIButton(type: spec.style.buttonType)
    if let title = spec.title { button.setTitle(title, for: .normal) }
    if let image { button.setImage(image, for: .normal) }
    button.isSelected = spec.isSelected ?? false
    return button
  }
}

extension ButtonSpec.Style {
  /// The legacy button type of a type style (`.system` for configuration styles).
  var buttonType: UIButton.ButtonType {
    switch self {
    case .close: .close
    case .detailDisclosure: .detailDisclosure
    case .contactAdd: .contactAdd
    default: .system
    }
  }

  /// The configuration of a configuration style, `nil` for a type style.
  var configuration: UIButton.Configuration? {
    switch self {
    case .system, .close, .detailDisclosure, .contactAdd: nil
    case .plain: .plain()
    case .gray: .gray()
    case .tinted: .tinted()
    case .filled: .filled()
    case .borderless: .borderless()
    case .bordered: .bordered()
    case .borderedTinted: .borderedTinted()
    case .borderedProminent: .borderedProminent()
    }
  }
}

extension TextFieldSpec.BorderStyle {
  /// The text field's border style.
  var fieldStyle: UITextField.BorderStyle {
    switch self {
    case .none: .none
    case .line: .line
    case .bezel: .bezel
    case .roundedRect: .roundedRect
    }
  }
}
