extension SpecDecoder {
  /// The most constraints one view may have.
  static let maximumConstraintsPerView = 256

  /// The `"constraints"` of a view object: strings such as `"leading == superview.leading +
  /// 16"`, each checked against the spec's view ids; a view laid out by constraints has no
  /// `"pin"` or `"frame"`.
  func decodeConstraints(_ reader: ObjectReader, of id: String) throws(SpecError)
    -> [LayoutConstraintSpec]
  {
    guard let field = reader["constraints"] else { return [] }
    for other in ["pin", "frame"] where reader[other] != nil {
      throw context.error(
        "'\(other)' and 'constraints' both lay out view '\(id)'; keep one", at: field)
    }
    let expectation = "an array of constraints such as \"width == 0.5 * photo.width @750\""
    let elements = try context.array(field, expectation: expectation)
    guard elements.count <= Self.maximumConstraintsPerView else {
      throw context.error(
        "view '\(id)' has more than \(Self.maximumConstraintsPerView) constraints, the limit",
        at: field)
    }
    var constraints: [LayoutConstraintSpec] = []
    for element in elements {
      let text = try context.string(
        element, expectation: "a constraint such as \"leading == superview.leading + 16\"")
      guard text.utf8.count <= context.limits.chain.maximumLength else {
        throw context.error(
          "the constraint is longer than \(context.limits.chain.maximumLength) bytes, the limit",
          at: element)
      }
      do {
        constraints.append(
          try ConstraintParser.parse(
            text, viewIDs: validator.viewIDs,
            maximumMagnitude: context.limits.chain.maximumMagnitude))
      } catch {
        throw SpecError(file: context.file, path: element.path, diagnostic: error.diagnostic)
      }
    }
    return constraints
  }
}
