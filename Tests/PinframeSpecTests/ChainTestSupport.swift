import PinframeSpec

/// The views the chain tests may name.
let testViewIDs = ["red", "blue", "green", "card", "title"]

/// Parses `text` as a chain.
func parseChain(_ text: String, limits: ChainLimits = .standard) throws(ChainSyntaxError)
  -> ChainSyntax
{
  var parser = ChainParser(text, limits: limits)
  return try parser.parse()
}

/// Parses and validates `text` against ``testViewIDs``.
func resolveChain(_ text: String) throws -> [PinCall] {
  try ChainValidator(viewIDs: testViewIDs).validate(parseChain(text), text: text)
}

/// The rendered syntax error of `text`, or `nil` when it parses.
func syntaxError(_ text: String, limits: ChainLimits = .standard) -> String? {
  do {
    _ = try parseChain(text, limits: limits)
    return nil
  } catch {
    return error.description
  }
}

/// The rendered validation error of `text` (which must parse) laying out view `receiver`, of
/// which `imageViewIDs` are image views, or `nil` when it is valid.
func validationError(
  _ text: String, receiver: String? = nil, imageViewIDs: Set<String> = []
) throws -> String? {
  let chain = try parseChain(text)
  do {
    _ = try ChainValidator(viewIDs: testViewIDs, imageViewIDs: imageViewIDs)
      .validate(chain, text: text, receiver: receiver)
    return nil
  } catch {
    return error.description
  }
}
