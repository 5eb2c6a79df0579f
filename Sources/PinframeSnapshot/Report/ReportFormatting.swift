import Foundation

/// Locale-independent number formatting for the report, so every machine renders the same page.
enum ReportFormatting {
  /// An integer with commas between groups of three digits: `1,234,567`.
  static func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var result = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0, (digits.count - offset) % 3 == 0 { result += "," }
      result.append(digit)
    }
    return value < 0 ? "-" + result : result
  }

  /// A number with a fixed count of decimals: `0.125` with 2 → `0.13`.
  static func fixed(_ value: Double, decimals: Int) -> String {
    String(format: "%.\(decimals)f", value)
  }

  /// A number with at most two decimals and no trailing zeros: `390`, `586.67`.
  static func trimmed(_ value: Double) -> String {
    var text = fixed(value, decimals: 2)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }

  /// A ratio as a percentage with two decimals: `0.0123` → `1.23 %`.
  static func percent(_ ratio: Double) -> String {
    fixed(ratio * 100, decimals: 2) + " %"
  }

  /// A frame rate without a needless fraction: `30` or `29.97`.
  static func framesPerSecond(_ value: Double) -> String {
    let whole = value.isFinite && value.magnitude < 1e9 && value == value.rounded()
    return whole ? String(Int(value)) : fixed(value, decimals: 2)
  }

  /// `count` and the noun, made plural unless `count` is 1: `1 failure`, `3 failures`.
  static func counted(_ count: Int, _ noun: String, plural: String? = nil) -> String {
    "\(grouped(count)) \(count == 1 ? noun : plural ?? noun + "s")"
  }
}
