import Foundation

/// Warnings about input the engine corrected: printed when enabled, kept for tests.
struct WarningLog {
  /// Whether warnings are printed to standard error.
  var printsWarnings = true
  /// Every warning so far, oldest first.
  var warnings: [String] = []

  mutating func append(_ text: String) {
    warnings.append(text)
    guard printsWarnings else { return }
    FileHandle.standardError.write(Data("👉 Pinframe animation warning: \(text)\n".utf8))
  }
}
