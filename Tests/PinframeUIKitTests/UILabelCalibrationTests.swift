import Foundation
import Pinframe
import Testing

/// Labels that swift-snapshot-testing recorded on iOS (its `testTraits` references, at 3x:
/// headline, body and subheadline at the medium and large content sizes), measured here.
@MainActor
@Suite("UILabel against labels recorded on iOS")
struct UILabelCalibrationTests {
  /// Text, font, and the size iOS recorded.
  private let recorded: [(String, UIFont, CGSize)] = [
    (
      "What's", .systemFont(ofSize: 16, weight: .semibold),
      CGSize(width: 158.0 / 3, height: 58.0 / 3)
    ),
    ("the", .systemFont(ofSize: 16), CGSize(width: 71.0 / 3, height: 58.0 / 3)),
    ("point", .systemFont(ofSize: 16), CGSize(width: 37, height: 58.0 / 3)),
    ("?", .systemFont(ofSize: 14), CGSize(width: 22.0 / 3, height: 17)),
    (
      "What's", .systemFont(ofSize: 17, weight: .semibold),
      CGSize(width: 167.0 / 3, height: 61.0 / 3)
    ),
    ("the", .systemFont(ofSize: 17), CGSize(width: 25, height: 61.0 / 3)),
    ("point", .systemFont(ofSize: 17), CGSize(width: 39, height: 61.0 / 3)),
    ("?", .systemFont(ofSize: 15), CGSize(width: 23.0 / 3, height: 18)),
  ]

  @Test("heights are iOS's exactly; widths are within 5 % (2.4 % on average), never wider")
  func recordedLabels() {
    atScale(3) {
      var errors: [Double] = []
      for (text, font, ios) in recorded {
        let size = makeLabel(text, font: font).sizeThatFits(.zero)
        #expect(abs(size.height - ios.height) < 1e-9, "\(text) \(font.shorthand)")
        let error = (size.width - ios.width) / ios.width
        #expect(error <= 0 && error > -0.05, "\(text) \(font.shorthand): \(size.width)")
        errors.append(abs(error))
      }
      let mean = errors.reduce(0, +) / Double(errors.count)
      #expect(mean > 0.023 && mean < 0.024)
    }
  }
}
