/// Reads one spec constraint, `first relation [multiplier *] second [± constant] [@priority]`,
/// checking names, axes and numbers as UIKit's anchors do.
///
/// An anchor is `attribute` (the view itself), `view.attribute`, `view.guide.attribute` or
/// `guide.attribute`, where a view is an id or `superview` and a guide is `safeArea`,
/// `margins` or `readableContent`.
struct ConstraintParser {
  private let bytes: [UInt8]
  private let tokens: [ConstraintToken]
  private let viewIDs: Set<String>
  private let maximumMagnitude: Double
  private var index = 0

  /// Parses `text`, which may name the views `viewIDs`.
  static func parse(_ text: String, viewIDs: Set<String>, maximumMagnitude: Double)
    throws(ConstraintTextError) -> LayoutConstraintSpec
  {
    let bytes = Array(text.utf8)
    let tokens = try ConstraintLexer.tokens(bytes).get()
    var parser = ConstraintParser(
      bytes: bytes, tokens: tokens, viewIDs: viewIDs, maximumMagnitude: maximumMagnitude)
    return try parser.constraint(text)
  }

  private init(
    bytes: [UInt8], tokens: [ConstraintToken], viewIDs: Set<String>, maximumMagnitude: Double
  ) {
    self.bytes = bytes
    self.tokens = tokens
    self.viewIDs = viewIDs
    self.maximumMagnitude = maximumMagnitude
  }

  private var current: ConstraintToken { tokens[index] }

  private func fail(_ message: String, at offset: Int? = nil) -> ConstraintTextError {
    ConstraintTextError(message, at: offset ?? current.offset, in: bytes)
  }

  private mutating func constraint(_ text: String) throws(ConstraintTextError)
    -> LayoutConstraintSpec
  {
    let firstOffset = current.offset
    let first = try anchor()
    guard case .symbol(let symbol) = current.kind,
      let relation = LayoutConstraintSpec.Relation(rawValue: symbol)
    else { throw fail("expected '==', '>=' or '<=' after the first anchor") }
    index += 1
    let secondOffset = current.offset
    var (multiplier, second) = try term()
    var constant = 0.0
    if second == nil {
      constant = multiplier
      multiplier = 1
    }
    while case .symbol(let sign) = current.kind, sign == "+" || sign == "-" {
      index += 1
      constant += (sign == "-" ? -1 : 1) * (try number())
    }
    var priority = 1000.0
    if current.kind == .symbol("@") {
      index += 1
      let offset = current.offset
      priority = try number()
      guard priority >= 1, priority <= 1000 else {
        throw fail("a priority is 1 to 1000 (UIKit's UILayoutPriority)", at: offset)
      }
    }
    guard current.kind == .end else { throw fail("unexpected text after the constraint") }
    try check(first, at: firstOffset, second, at: secondOffset, multiplier: multiplier)
    return LayoutConstraintSpec(
      first: first, relation: relation, second: second, multiplier: multiplier,
      constant: constant, priority: priority, text: text)
  }

  /// `number`, `number * anchor`, `anchor * number` or `anchor`: the multiplier (or the
  /// constant, without an anchor) and the anchor.
  private mutating func term() throws(ConstraintTextError) -> (
    Double, LayoutConstraintSpec.Anchor?
  ) {
    if case .name = current.kind {
      let anchor = try anchor()
      guard current.kind == .symbol("*") else { return (1, anchor) }
      index += 1
      return (try number(), anchor)
    }
    let value = try number()
    guard current.kind == .symbol("*") else { return (value, nil) }
    index += 1
    return (value, try anchor())
  }

  /// A number, maybe negative, within the limit.
  private mutating func number() throws(ConstraintTextError) -> Double {
    let offset = current.offset
    var sign = 1.0
    if current.kind == .symbol("-") {
      sign = -1
      index += 1
    }
    guard case .number(let value) = current.kind else { throw fail("expected a number") }
    index += 1
    guard value <= maximumMagnitude else {
      throw fail("\(value) is larger than \(Int(maximumMagnitude)), the limit", at: offset)
    }
    return sign * value
  }

  /// Names joined by dots, read as view, guide and attribute.
  private mutating func anchor() throws(ConstraintTextError) -> LayoutConstraintSpec.Anchor {
    var names: [(String, Int)] = []
    repeat {
      if !names.isEmpty { index += 1 }
      guard case .name(let name) = current.kind else {
        throw fail(
          names.isEmpty
            ? "expected an anchor such as 'leading' or 'photo.width'" : "expected a name after '.'")
      }
      names.append((name, current.offset))
      index += 1
    } while current.kind == .symbol(".")
    guard names.count <= 3 else {
      throw fail("an anchor is at most view.guide.attribute", at: names[3].1)
    }
    let attribute = names[names.count - 1]
    guard ConstraintAttributes.kind(of: attribute.0) != nil else {
      let hint = Suggestion.hintOrChoices(
        for: attribute.0, in: ConstraintAttributes.all.map(\.name))
      throw fail("unknown attribute '\(attribute.0)'\(hint)", at: attribute.1)
    }
    var item = LayoutConstraintSpec.Item.this
    var guide: LayoutConstraintSpec.Guide?
    var rest = names.dropLast()
    if let last = rest.last, let named = LayoutConstraintSpec.Guide(rawValue: last.0) {
      guide = named
      rest = rest.dropLast()
    } else if rest.count == 2 {
      let hint = Suggestion.hintOrChoices(
        for: rest[1].0, in: LayoutConstraintSpec.Guide.allCases.map(\.rawValue))
      throw fail("unknown guide '\(rest[1].0)'\(hint)", at: rest[1].1)
    }
    if let view = rest.first {
      item = try self.item(view.0, at: view.1)
    }
    if guide != nil, ConstraintAttributes.isBaseline(attribute.0) {
      throw fail("layout guides have no baselines", at: attribute.1)
    }
    return LayoutConstraintSpec.Anchor(item: item, guide: guide, attribute: attribute.0)
  }

  private func item(_ name: String, at offset: Int) throws(ConstraintTextError)
    -> LayoutConstraintSpec.Item
  {
    if name == "superview" { return .superview }
    guard viewIDs.contains(name) else {
      let candidates = ["superview"] + viewIDs.sorted()
      let hint = Suggestion.hint(for: name, in: candidates)
      throw fail("no view has the id '\(name)'\(hint)", at: offset)
    }
    return .view(name)
  }

  /// UIKit's rules: anchors of one kind, a constant only for a size, no zero multiplier.
  private func check(
    _ first: LayoutConstraintSpec.Anchor, at firstOffset: Int,
    _ second: LayoutConstraintSpec.Anchor?, at secondOffset: Int, multiplier: Double
  ) throws(ConstraintTextError) {
    let kind = ConstraintAttributes.kind(of: first.attribute) ?? .dimension
    guard let second else {
      guard kind == .dimension else {
        throw fail(
          "'\(first.attribute)' is a position: relate it to another anchor, not a constant",
          at: secondOffset)
      }
      return
    }
    let other = ConstraintAttributes.kind(of: second.attribute) ?? .dimension
    guard other == kind else {
      throw fail(
        "'\(first.attribute)' (\(kind.rawValue)) cannot be related to '\(second.attribute)' "
          + "(\(other.rawValue))", at: secondOffset)
    }
    guard multiplier != 0 else {
      throw fail(
        "a multiplier of 0 drops the anchor; hold the size to a constant instead", at: secondOffset)
    }
    guard first != second else {
      throw fail("the constraint relates '\(first.attribute)' to itself", at: secondOffset)
    }
  }
}
