extension SpecContext {
  /// Refuses a file over the size limit or one that is not UTF-8 text, naming where the first
  /// bad byte is.
  func checkText() throws(SpecError) {
    guard bytes.count <= limits.maximumFileBytes else {
      throw error(
        "the file is \(bytes.count) bytes; the limit is \(limits.maximumFileBytes)", at: .root,
        offset: nil)
    }
    if let offset = firstInvalidUTF8Offset() {
      throw error("the file is not UTF-8 text: invalid byte", at: .root, offset: offset)
    }
  }

  /// The document, parsed.
  func parseJSON() throws(SpecError) -> JSONValue {
    var parser = JSONParser(
      bytes, maximumDepth: limits.maximumJSONDepth, maximumStringBytes: limits.maximumStringBytes)
    do {
      return try parser.parse()
    } catch {
      throw self.error(error.message, at: error.path, offset: error.offset)
    }
  }

  private func firstInvalidUTF8Offset() -> Int? {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var offset = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): offset += UTF8.width(scalar)
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }
}
