/// Which text chunks (tEXt, zTXt, iTXt) a reader reads: the others are skipped unread, never
/// inflated or converted.
public enum PNGTextSelection: Sendable, Hashable {
  /// Every text chunk, within ``PNGLimits/chunkByteLimit`` each and
  /// ``PNGLimits/textByteLimit`` in all.
  case all
  /// No text chunk.
  case none
  /// The chunks with these keywords only, within the same limits.
  case keywords(Set<String>)

  /// Whether a chunk with `keyword` is read.
  func includes(_ keyword: String) -> Bool {
    switch self {
    case .all: true
    case .none: false
    case .keywords(let keywords): keywords.contains(keyword)
    }
  }
}
