import Foundation
import PinframeGraphics
import PinframeText
import PinframeViews

extension UITableViewCell {
  /// Which of the standard labels a label is.
  enum LabelRole {
    case text
    case detail
  }

  /// A standard label in the style's font and colour, added to the content view (uikit-surface
  /// §7: body text; grey detail in value1, a blue footnote column in value2, a subheadline
  /// under the text in subtitle — the iOS 13–18 look, approximated).
  func makeLabel(role: LabelRole) -> UILabel {
    let label = UILabel()
    label.adjustsFontForContentSizeCategory = true
    let (font, color) = Self.labelStyle(style, role)
    label.font = UIFont.preferredFont(forTextStyle: font, compatibleWith: traitCollection)
    label.textColor = color
    if style == .value1 && role == .detail || style == .value2 && role == .text {
      label.textAlignment = .right
    }
    contentView.addSubview(label)
    setNeedsLayout()
    return label
  }

  private static func labelStyle(_ style: CellStyle, _ role: LabelRole) -> (
    UIFont.TextStyle, UIColor
  ) {
    switch (style, role) {
    case (.value1, .detail): (.body, .secondaryLabel)
    case (.value2, .text): (.footnote, .systemBlue)
    case (.value2, .detail): (.footnote, .label)
    case (.subtitle, .detail): (.subheadline, .label)
    default: (.body, .label)
    }
  }

  /// The standard labels that are made and have text or an attributed text.
  var labelsWithText: [UILabel] {
    [_textLabel, _detailTextLabel].compactMap { label in
      guard let label, !(label.text ?? "").isEmpty else { return nil }
      return label
    }
  }
}
