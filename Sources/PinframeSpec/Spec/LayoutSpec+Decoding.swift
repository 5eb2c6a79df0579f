import Foundation

extension LayoutSpec {
  /// Reads and decodes the spec file at `url`.
  ///
  /// - Parameters:
  ///   - url: The file to read.
  ///   - file: The name errors print for the file; the URL's path when `nil`.
  ///   - limits: The bounds the spec must keep to.
  /// - Throws: ``SpecError`` for an unreadable file or any fault in the spec.
  public init(contentsOf url: URL, file: String? = nil, limits: SpecLimits = .standard)
    throws(SpecError)
  {
    let name = file ?? url.path
    let bytes = try Self.read(url, name: name, limit: limits.maximumFileBytes)
    try self.init(json: bytes, file: name, limits: limits)
  }

  /// Decodes a spec from its JSON text, given as UTF-8 bytes.
  ///
  /// - Throws: ``SpecError`` for any fault in the spec.
  public init(json bytes: [UInt8], file: String, limits: SpecLimits = .standard)
    throws(SpecError)
  {
    self = try SpecDecoder.decode(bytes, file: file, limits: limits)
  }

  /// Decodes a spec from its JSON text.
  ///
  /// - Throws: ``SpecError`` for any fault in the spec.
  public init(json text: String, file: String, limits: SpecLimits = .standard)
    throws(SpecError)
  {
    try self.init(json: Array(text.utf8), file: file, limits: limits)
  }

  /// The file's bytes, reading at most one byte past `limit` (the decoder refuses the excess).
  private static func read(_ url: URL, name: String, limit: Int) throws(SpecError) -> [UInt8] {
    guard let handle = try? FileHandle(forReadingFrom: url) else {
      throw SpecError(file: name, path: .root, message: "cannot open the file")
    }
    defer { try? handle.close() }
    do {
      return Array(try handle.read(upToCount: limit + 1) ?? Data())
    } catch {
      throw SpecError(file: name, path: .root, message: "cannot read the file: \(error)")
    }
  }
}
