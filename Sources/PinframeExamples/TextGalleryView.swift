import Pinframe

/// What Pinframe draws for text, one sample a row.
///
/// Each row is a caption and a label showing wrapping, alignment, truncation, fonts or
/// attributed runs. Its snapshot is the "Text" article's picture.
public final class TextGalleryView: UIView {
  /// A caption and the label it describes.
  private struct Row {
    let caption: UILabel
    let sample: UILabel
  }

  private let rows: [Row]
  private static let sentence = "The quick brown fox jumps over the lazy dog, twice."

  /// Creates the gallery, 390 points wide; its height follows from the layout.
  public init() {
    rows = Self.samples().map { caption, sample in
      let label = UILabel()
      label.text = caption
      label.font = .preferredFont(forTextStyle: .caption1)
      label.textColor = .secondaryLabel
      sample.backgroundColor = .secondarySystemGroupedBackground
      return Row(caption: label, sample: sample)
    }
    super.init(frame: CGRect(x: 0, y: 0, width: 390, height: 0))
    backgroundColor = .systemGroupedBackground
    for row in rows {
      addSubview(row.caption)
      addSubview(row.sample)
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
    layoutRows()
    bounds.size.width = width
    return CGSize(width: size.width, height: (rows.last?.sample.frame.maxY ?? 0) + 16)
  }

  /// Stacks the rows.
  public override func layoutSubviews() {
    super.layoutSubviews()
    layoutRows()
  }

  /// Each caption above its sample, both sized by `sizeToFit(.width)`.
  private func layoutRows() {
    var previous: UIView?
    for row in rows {
      if let previous {
        row.caption.pin.below(of: previous).horizontally(16).marginTop(12).sizeToFit(.width)
      } else {
        row.caption.pin.top(16).horizontally(16).sizeToFit(.width)
      }
      row.sample.pin.below(of: row.caption).horizontally(16).marginTop(4).sizeToFit(.width)
      previous = row.sample
    }
  }

  /// The captions and their samples.
  private static func samples() -> [(String, UILabel)] {
    [
      ("numberOfLines = 0: words wrap", label(sentence, lines: 0)),
      ("textAlignment = .center", label(sentence, lines: 0, alignment: .center)),
      ("textAlignment = .right", label(sentence, lines: 0, alignment: .right)),
      (
        "textAlignment = .justified",
        label(sentence + " " + sentence, lines: 0, alignment: .justified)
      ),
      ("one line, byTruncatingTail (the default)", label(sentence)),
      ("byTruncatingHead", label(sentence, mode: .byTruncatingHead)),
      ("byTruncatingMiddle", label(sentence, mode: .byTruncatingMiddle)),
      ("numberOfLines = 2, the last line truncated", label(sentence + " " + sentence, lines: 2)),
      ("fonts: bold 20, italic, monospaced, headline", fonts()),
      ("attributed runs: colour, underline, strikethrough, background", attributed()),
      ("East Asian text and emoji", label("日本語のテキストは文字ごとに折り返す 🙂👍", lines: 0)),
    ]
  }

  private static func label(
    _ text: String, lines: Int = 1, alignment: NSTextAlignment = .natural,
    mode: NSLineBreakMode = .byTruncatingTail
  ) -> UILabel {
    let label = UILabel()
    label.text = text
    label.numberOfLines = lines
    label.textAlignment = alignment
    label.lineBreakMode = mode
    return label
  }

  private static func fonts() -> UILabel {
    let text = NSMutableAttributedString(string: "")
    let runs: [(String, UIFont)] = [
      ("Bold 20 ", .boldSystemFont(ofSize: 20)), ("italic ", .italicSystemFont(ofSize: 17)),
      ("mono 0123 ", .monospacedSystemFont(ofSize: 15, weight: .regular)),
      ("Headline", .preferredFont(forTextStyle: .headline)),
    ]
    for (string, font) in runs {
      text.append(NSAttributedString(string: string, attributes: [.font: font]))
    }
    let label = UILabel()
    label.attributedText = text
    return label
  }

  private static func attributed() -> UILabel {
    let text = NSMutableAttributedString(string: "Red, underlined, struck and marked words")
    text.addAttribute(
      .foregroundColor, value: UIColor.systemRed, range: NSRange(location: 0, length: 3))
    text.addAttribute(
      .underlineStyle, value: NSUnderlineStyle.single.rawValue,
      range: NSRange(location: 5, length: 10))
    text.addAttribute(
      .strikethroughStyle, value: NSUnderlineStyle.single.rawValue,
      range: NSRange(location: 17, length: 6))
    text.addAttribute(
      .backgroundColor, value: UIColor.systemYellow, range: NSRange(location: 28, length: 6))
    let label = UILabel()
    label.attributedText = text
    label.numberOfLines = 0
    return label
  }
}
