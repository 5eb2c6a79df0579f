import Foundation
import Pinframe

extension Diffing where Value == Bitmap {
  /// Compares images exactly (decoded pixels, never PNG bytes).
  public static var image: Diffing<Bitmap> { image() }

  /// Compares images with swift-snapshot-testing's tolerances, or Pinframe's.
  ///
  /// - Parameters:
  ///   - precision: The fraction of bytes (or, with `perceptualPrecision` < 1, of pixels) that
  ///     must match, `0…1` (see ``CIELab`` and the "From swift-snapshot-testing" article for the formulas).
  ///   - perceptualPrecision: How close in colour a pixel must be to match: 1 − ΔE94 / 100,
  ///     `0…1`; 0.98 to 0.99 is about what the eye can tell apart.
  ///   - scale: The device scale recorded in the reference's metadata (1 when `nil`).
  ///   - tolerance: Pinframe's pixelmatch-style tolerance, instead of the precisions.
  public static func image(
    precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil,
    tolerance: ImageTolerance = .exact
  ) -> Diffing<Bitmap> {
    image(
      precision: ImagePrecision(precision: precision, perceptualPrecision: perceptualPrecision),
      tolerance: tolerance, metadata: SnapshotMetadata(scale: scale ?? 1, edges: "unknown"))
  }

  /// The image diffing with Pinframe's engine: references carry `metadata`, with the scale and
  /// view tree of the snapshot `record` last noted (so failures name the views that moved).
  static func image(
    precision: ImagePrecision, tolerance: ImageTolerance, metadata: SnapshotMetadata,
    record: SnapshotRecord? = nil
  ) -> Diffing<Bitmap> {
    let format: @MainActor @Sendable (Bitmap) -> ImageSnapshotFormat = { bitmap in
      var metadata = metadata
      metadata.viewTree = record?.viewTree
      if let scale = record?.scale { metadata.scale = Double(scale) }
      return ImageSnapshotFormat(
        image: bitmap, metadata: metadata, tolerance: tolerance, precision: precision)
    }
    return Diffing(
      toData: { (try? format($0).referenceBytes()).map { Data($0) } ?? Data() },
      fromData: { data in
        (try? PNGDecoder().decode(data).bitmap) ?? Bitmap.unreadableReference
      },
      diff: { reference, actual in format(actual).diff(from: reference) },
      engine: format)
  }
}

extension Snapshotting where Value == Bitmap, Format == Bitmap {
  /// Compares a bitmap exactly.
  public static var image: Snapshotting<Bitmap, Bitmap> { image() }

  /// Compares a bitmap with swift-snapshot-testing's tolerances, or Pinframe's.
  ///
  /// - Parameters:
  ///   - precision: The fraction of bytes (pixels on the perceptual path) that must match.
  ///   - perceptualPrecision: How close in colour a pixel must be to match (1 − ΔE94 / 100).
  ///   - scale: The device scale recorded in the reference's metadata.
  ///   - tolerance: Pinframe's pixelmatch-style tolerance; exact by default.
  public static func image(
    precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil,
    tolerance: ImageTolerance = .exact
  ) -> Snapshotting<Bitmap, Bitmap> {
    Snapshotting(
      pathExtension: "png",
      diffing: .image(
        precision: precision, perceptualPrecision: perceptualPrecision, scale: scale,
        tolerance: tolerance))
  }
}

extension Bitmap {
  /// What `Diffing<Bitmap>.image`'s `fromData` returns for bytes that are not a PNG: one
  /// transparent pixel, which never matches a snapshot (`assertSnapshot` reports the decoding
  /// error itself).
  static let unreadableReference: Bitmap = {
    guard let pixel = try? Bitmap(width: 1, height: 1) else {
      preconditionFailure("a 1×1 bitmap is always valid")
    }
    return pixel
  }()
}

extension ImageSnapshotFormat {
  /// swift-snapshot-testing's `diff` result for a reference image: `nil` when it matches,
  /// else the message and the `reference`, `failure` and `difference` images.
  func diff(from reference: Bitmap) -> (String, [XCTAttachment])? {
    do {
      try validate()
    } catch {
      return ("\(error)", [])
    }
    let (comparison, details) = measure(against: reference)
    guard !comparison.matches else { return nil }
    let images = [("reference", reference), ("failure", image)]
    var attachments = images.compactMap { name, bitmap in Self.attachment(bitmap, name: name) }
    if let diff = try? diffImage(against: reference),
      let attachment = Self.attachment(diff, name: "difference")
    {
      attachments.append(attachment)
    }
    return ("Newly-taken snapshot does not match reference.\n" + details, attachments)
  }

  private static func attachment(_ bitmap: Bitmap, name: String) -> XCTAttachment? {
    guard let data = try? bitmap.pngData(settings: .fast) else { return nil }
    var attachment = XCTAttachment(data: data, uniformTypeIdentifier: "public.png")
    attachment.name = name
    return attachment
  }
}

/// What a view strategy learnt while it took its last snapshot.
///
/// Its `Format` is the image alone, so the scale and view tree travel beside it to the diffing
/// that writes the reference's metadata. Both are found on the main actor when the snapshot is taken, not when
/// the strategy is made, which may be on another thread.
final class SnapshotRecord: @unchecked Sendable {
  /// The scale the snapshot was rendered at.
  var scale: CGFloat?
  /// The view tree dump's text.
  var viewTree: String?
}
