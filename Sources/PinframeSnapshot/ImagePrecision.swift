/// swift-snapshot-testing's two image tolerances, with their meaning there.
///
/// - With `perceptualPrecision` = 1 (the exact path), `precision` is the fraction of RGBA bytes
///   that must match: the check fails when the differing bytes exceed
///   `Int((1 − precision) × 4 × width × height)`; the failure reports
///   `1 − differing bytes / (4 × width × height)`.
/// - With `perceptualPrecision` < 1, a pixel matches when its CIE ΔE94 from the reference pixel
///   (see ``CIELab``) is at most `(1 − perceptualPrecision) × 100` (0.98 allows ΔE 2, about
///   one just-noticeable difference), and `precision` is the fraction of pixels that must
///   match: the check passes when `1 − failing pixels / pixels ≥ precision`. The failure also
///   reports `1 − min(max ΔE / 100, 1)`, the perceptual precision the worst pixel would need.
///
/// Computed on the CPU, only for pixels whose bytes differ. Both default to 1: exact.
struct ImagePrecision: Sendable, Hashable {
  /// The fraction of bytes (exact path) or pixels (perceptual path) that must match.
  var precision: Float
  /// How close in colour a pixel must be to match: 1 − ΔE94 / 100.
  var perceptualPrecision: Float

  /// Both 1: exact.
  static let exact = ImagePrecision(precision: 1, perceptualPrecision: 1)

  /// Whether both are 1, so Pinframe's own comparison (and its tolerance) decides.
  var isExact: Bool { precision >= 1 && perceptualPrecision >= 1 }

  /// The largest ΔE94 a matching pixel may have.
  var deltaEThreshold: Float { (1 - perceptualPrecision) * 100 }

  /// Checks that both values are in `0…1` and that `tolerance` is not also set.
  ///
  /// - Throws: ``SnapshotFormatError`` naming the value and the range, or the conflict.
  func validate(with tolerance: ImageTolerance) throws {
    for (name, value) in [("precision", precision), ("perceptualPrecision", perceptualPrecision)]
    where !(0...1).contains(value) {
      throw SnapshotFormatError(
        message:
          "\(name) is \(value), outside 0…1: pass a fraction, such as \(name): 0.98 (1 is exact)")
    }
    if !isExact, !tolerance.isExact {
      throw SnapshotFormatError(
        message:
          "both tolerance: and precision:/perceptualPrecision: are set; pass one of them (tolerance: is Pinframe's pixelmatch-style threshold, precision: and perceptualPrecision: are swift-snapshot-testing's)"
      )
    }
  }
}
