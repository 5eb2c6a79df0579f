import CFuzzDriver
import Foundation
import Pinframe

/// The line break modes and alignments a fuzzed label picks from.
private let lineBreakModes: [NSLineBreakMode] = [
  .byWordWrapping, .byCharWrapping, .byClipping, .byTruncatingHead, .byTruncatingTail,
  .byTruncatingMiddle,
]
private let alignments: [NSTextAlignment] = [.left, .center, .right, .justified, .natural]

/// Feeds one input to the font shorthand parser and to a label's text layout and drawing.
///
/// The input's first 4 bytes choose the label's width (0–255 pt, 0 for none), its line limit
/// (0–7), line break mode, alignment and whether it shrinks to fit; its first line names the
/// font (`semibold italic 15`, `body`, `Inter-Bold 12`…); the rest, as UTF-8 (invalid bytes
/// become U+FFFD), is the label's text. A ``ShorthandError`` is an expected outcome; a crash, a
/// sanitizer report, a hang, a size that is not finite, or a shorthand that does not name its
/// own font again is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzText(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  guard let start, count >= 4 else { return 0 }
  let bytes = UnsafeBufferPointer(start: start, count: count)
  let text = String(decoding: bytes.dropFirst(4), as: UTF8.self)
  let (shorthand, body) =
    text.firstIndex(of: "\n").map {
      (String(text[..<$0]), String(text[text.index(after: $0)...]))
    } ?? (text, "")
  let font = checkedFont(shorthand)
  let options = Array(bytes.prefix(4))
  MainActor.assumeIsolated { layOut(body, font: font, options: options) }
  return 0
}

/// The font `shorthand` names (checking that its own shorthand names it again), or the system
/// font when it names none (checking that the error says why).
private func checkedFont(_ shorthand: String) -> UIFont {
  switch UIFont.font(shorthand: shorthand) {
  case .success(let font):
    precondition(font.pointSize.isFinite && font.pointSize >= 0, "font size")
    guard case .success(let again) = UIFont.font(shorthand: font.shorthand) else {
      preconditionFailure("the shorthand '\(font.shorthand)' does not parse")
    }
    precondition(
      again.fontName == font.fontName && again.pointSize == font.pointSize,
      "the shorthand '\(font.shorthand)' names another font")
    return font
  case .failure(let error):
    precondition(!error.description.isEmpty, "empty message")
    return .systemFont(ofSize: 17)
  }
}

/// Sizes a label of `text` to fit a width the options choose, then draws it.
@MainActor
private func layOut(_ text: String, font: UIFont, options: [UInt8]) {
  let label = UILabel()
  label.text = text
  label.font = font
  label.numberOfLines = Int(options[1] & 7)
  label.lineBreakMode = lineBreakModes[Int(options[2]) % lineBreakModes.count]
  label.textAlignment = alignments[Int(options[3]) % alignments.count]
  label.adjustsFontSizeToFitWidth = options[3] & 0x80 != 0
  label.minimumScaleFactor = 0.5
  let width = options[0] == 0 ? CGFloat.greatestFiniteMagnitude : CGFloat(options[0])
  let size = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
  precondition(size.width.isFinite && size.height.isFinite, "label size is not finite")
  precondition(size.width >= 0 && size.height >= 0, "label size is negative")
  label.frame = CGRect(x: 0, y: 0, width: min(size.width, 256), height: min(size.height, 256))
  guard label.bounds.width >= 1, label.bounds.height >= 1,
    let list = try? DisplayList(view: label, scale: 1)
  else { return }
  _ = try? Bitmap(rendering: list)
}

/// Runs libFuzzer on ``fuzzText(_:_:)`` with the command line's options.
@main
enum FuzzTextMain {
  static func main() {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzText))
  }
}
