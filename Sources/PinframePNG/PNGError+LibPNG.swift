import CPinframePNG

extension PNGError {
  /// The error for a C operation that failed with `status`; `input` is the data being decoded.
  ///
  /// For damaged input, a structural finding of the chunk walker (where the data is cut off, which
  /// chunk fails its CRC) leads the message, followed by libpng's own words.
  init(status: CPinframePNG_Status, message: CPinframePNG_Message, input: UnsafeRawBufferPointer?) {
    let error = Self.string(message.error)
    let warnings = Self.string(message.warnings)
    let chunk = Self.string(message.chunk)
    let place = chunk.isEmpty ? "before the first chunk" : "in chunk \(chunk)"
    let source = message.isOwnError == 0 ? "libpng: " : ""
    let libpng = source + error + (warnings.isEmpty ? "" : " (libpng warnings: \(warnings))")
    switch status {
    case CPinframePNG_StatusNotPNG:
      self.init(.notPNG, "not a PNG: \(error)")
    case CPinframePNG_StatusTruncated, CPinframePNG_StatusCorrupt:
      if let structural = Self.structuralProblem(in: input) {
        let suffix = status == CPinframePNG_StatusCorrupt ? "; \(libpng)" : ""
        self.init(structural.kind, structural.message + suffix)
      } else if status == CPinframePNG_StatusTruncated {
        self.init(.truncated, "truncated PNG: the data ends \(place)")
      } else {
        self.init(.corrupt, "corrupt PNG (\(place), \(message.byteOffset) bytes read): \(libpng)")
      }
    case CPinframePNG_StatusInvalidArgument:
      self.init(.invalidInput, "invalid input for libpng: \(error)")
    case CPinframePNG_StatusOutOfMemory:
      self.init(.outOfMemory, "out of memory: \(error)")
    default:
      self.init(.encodingFailed, "libpng could not write the PNG (\(place)): \(libpng)")
    }
  }

  /// What the chunk walker finds wrong with the chunk structure (cut-off data, impossible
  /// lengths, CRC mismatches), if anything.
  private static func structuralProblem(in input: UnsafeRawBufferPointer?) -> PNGError? {
    guard let input else { return nil }
    do {
      _ = try PNGChunk.chunks(in: input, verifyingCRC: true)
      return nil
    } catch {
      return error
    }
  }

  /// The NUL-terminated text in a fixed-size C `char` array.
  private static func string<Tuple>(_ tuple: Tuple) -> String {
    withUnsafeBytes(of: tuple) { bytes in
      String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
  }
}
