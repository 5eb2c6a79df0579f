import Foundation
import Pinframe
import PinframeSpec
import PinframeSpecEvaluator
import PinframeTestSupport
import Testing

/// Readability measured, not asserted: Tesseract reads the text back from the pixels.
///
/// Skipped when Tesseract is not installed (`.ci/run` installs Debian's `tesseract-ocr`).
@Suite("Text readable by OCR")
@MainActor
struct TextReadabilityTests {
  /// The words of `text`: lowercased, letters and digits only.
  static func words(_ text: String) -> [String] {
    text.lowercased().split(whereSeparator: \.isWhitespace).map { word in
      String(word.filter { $0.isLetter || $0.isNumber })
    }.filter { !$0.isEmpty }
  }

  /// How many of `expected` appear in `read`, each read word counted once.
  static func found(_ expected: [String], in read: [String]) -> Int {
    var available = Dictionary(read.map { ($0, 1) }, uniquingKeysWith: +)
    var count = 0
    for word in expected where (available[word] ?? 0) > 0 {
      available[word, default: 0] -= 1
      count += 1
    }
    return count
  }

  @Test(
    "21 sentences at 13–34 pt in regular, semibold and bold, at 2x: OCR reads ≥ 95 % of the words",
    .enabled(if: Tesseract.isAvailable, "tesseract not installed; .ci/run installs tesseract-ocr"))
  func sentencesAreRead() throws {
    let spec = try LayoutSpec(
      contentsOf: fixtureURL("text/readability.json"), file: "readability.json")
    let scene = SpecScene(spec: spec)
    try scene.layout()
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("pinframe-ocr-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let image = folder.appendingPathComponent("readability.png")
    try scene.renderImage().pngData().write(to: image)
    let expected = spec.views.flatMap { Self.words($0.label?.text ?? "") }
    let read = Self.words(try Tesseract.text(in: image))
    let rate = Double(Self.found(expected, in: read)) / Double(expected.count)
    #expect(expected.count == 180)
    #expect(rate >= 0.95, "OCR read \(Int(rate * 1000) / 10) % of the words: \(read)")
  }

  @Test("words are compared lowercased, without punctuation, each read word used once")
  func wordMatching() {
    #expect(Self.words("Hello, World! It's 9.") == ["hello", "world", "its", "9"])
    #expect(Self.found(["a", "a", "b"], in: ["a", "b", "c"]) == 2)
  }
}
