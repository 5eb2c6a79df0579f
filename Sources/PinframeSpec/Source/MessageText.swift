/// A Swift selector such as `below(of:aligned:)`, `size(_:)` or `pinEdges()`.
func swiftSelector(_ name: String, labels: [String?]) -> String {
  "\(name)(\(labels.map { "\($0 ?? "_"):" }.joined()))"
}

/// `a`, `a or b`, `a, b or c`: a list as messages write it.
func alternatives(_ items: [String]) -> String {
  guard items.count > 1, let last = items.last else { return items.first ?? "" }
  return items.dropLast().joined(separator: ", ") + " or " + last
}

extension Array where Element: Hashable {
  /// The elements without repeats, in first-seen order.
  var uniqued: [Element] {
    var seen = Set<Element>()
    return filter { seen.insert($0).inserted }
  }
}

extension Unicode.Scalar {
  /// The scalar's code point as Unicode writes it: `U+00E9`.
  var codePoint: String {
    let hex = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(4 - hex.count, 0)) + hex
  }
}
