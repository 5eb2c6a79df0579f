/// Each face's printable-ASCII advances and kerning pairs in ems, in dense arrays: measuring
/// an ASCII character is then two array reads instead of a block search and a binary search.
///
/// Built for all 18 faces on first use (18 × 9,025 kerning lookups, about 2 ms).
struct FaceMetricsCache: Sendable {
  /// The advances of U+0020…U+007E in ems.
  let advances: [Double]
  /// The kerning of each pair of U+0020…U+007E in ems, `left * 95 + right`.
  let kerning: [Double]

  /// The first and the count of the cached scalars.
  static let first: UInt32 = 0x20
  static let count = 95

  private init(face: FontFace) {
    let scalars = (0..<Self.count).compactMap { Unicode.Scalar(Self.first + UInt32($0)) }
    advances = scalars.map { GlyphAdvance.ems(of: $0, in: face, design: .proportional) }
    kerning = scalars.flatMap { left in
      scalars.map { GlyphAdvance.kerningEms(left, $0, in: face, design: .proportional) }
    }
  }

  /// The cache of `face`.
  static func of(_ face: FontFace) -> FaceMetricsCache {
    all[(face.isItalic ? 9 : 0) + face.weightIndex]
  }

  /// The caches in ``FontFace/all``'s order.
  private static let all = FontFace.all.map(FaceMetricsCache.init(face:))
}
