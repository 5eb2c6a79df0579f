import Foundation
import Pinframe

extension Diffing where Value == UIImage {
  /// Compares images exactly (their pixels, never PNG bytes).
  public static var image: Diffing<UIImage> { image() }

  /// Compares images as ``Diffing/image(precision:perceptualPrecision:scale:tolerance:)``
  /// compares bitmaps: the same engine, messages, artifacts and attachments.
  ///
  /// - Parameters:
  ///   - precision: The fraction of bytes (or, with `perceptualPrecision` < 1, of pixels) that
  ///     must match, `0…1`.
  ///   - perceptualPrecision: How close in colour a pixel must be to match: 1 − ΔE94 / 100,
  ///     `0…1`; 0.98 to 0.99 is about what the eye can tell apart.
  ///   - scale: The scale of images read from reference files; `nil` or 0 for the runtime's
  ///     (`UIScreen.main.scale`). References record it, else the snapshotted image's scale.
  public static func image(
    precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil
  ) -> Diffing<UIImage> {
    let given = scale == 0 ? nil : scale
    let bitmaps: @MainActor (UIImage) -> Diffing<Bitmap> = { image in
      .image(
        precision: precision, perceptualPrecision: perceptualPrecision,
        scale: given ?? image.scale)
    }
    return Diffing(
      toData: { image in bitmaps(image).toData(Bitmap(snapshotOf: image)) },
      fromData: { data in
        UIImage(
          snapshotOf: Diffing<Bitmap>.image.fromData(data), scale: given ?? UIScreen.main.scale)
      },
      diff: { reference, actual in
        bitmaps(actual).diff(Bitmap(snapshotOf: reference), Bitmap(snapshotOf: actual))
      },
      engine: { image in
        let diffing = bitmaps(image)
        let pixels = Bitmap(snapshotOf: image)
        return diffing.makeFormat?(pixels)
          ?? DiffingSnapshotFormat(value: pixels, diffing: diffing, pathExtension: "png")
      })
  }
}

extension Snapshotting where Value == UIImage, Format == UIImage {
  /// Compares an image exactly.
  public static var image: Snapshotting<UIImage, UIImage> { image() }

  /// Compares an image with swift-snapshot-testing's precisions.
  ///
  /// ```swift
  /// assertSnapshot(of: UIImage(named: "avatar"), as: .image(perceptualPrecision: 0.98))
  /// ```
  ///
  /// An image without pixels (`cgImage` is `nil`) fails the assertion rather than record.
  ///
  /// - Parameters:
  ///   - precision: The fraction of bytes (pixels on the perceptual path) that must match.
  ///   - perceptualPrecision: How close in colour a pixel must be to match (1 − ΔE94 / 100).
  ///   - scale: The scale of the reference image stored on disk; `nil` or 0 for the runtime's.
  public static func image(
    precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil
  ) -> Snapshotting<UIImage, UIImage> {
    Snapshotting(
      pathExtension: "png",
      diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale),
      snapshot: { image in
        guard image.cgImage != nil else { throw ImageWithoutPixels(image: image) }
        return image
      })
  }
}

/// The error of snapshotting a `UIImage` that has no pixels.
struct ImageWithoutPixels: Error, CustomStringConvertible {
  /// The image.
  let image: UIImage

  /// `<image> has no pixels to snapshot`.
  var description: String { "\(image) has no pixels to snapshot" }
}

extension Bitmap {
  /// The pixels of `image`; one transparent pixel (which matches no snapshot) when it has
  /// none.
  init(snapshotOf image: UIImage) {
    guard let cgImage = image.cgImage,
      let bitmap = try? Bitmap(width: cgImage.width, height: cgImage.height, pixels: cgImage.pixels)
    else {
      self = .unreadableReference
      return
    }
    self = bitmap
  }
}

extension UIImage {
  /// An image of `bitmap`'s pixels at `scale`.
  convenience init(snapshotOf bitmap: Bitmap, scale: CGFloat) {
    guard let cgImage = CGImage(width: bitmap.width, height: bitmap.height, pixels: bitmap.pixels)
    else { preconditionFailure("a bitmap's pixels always make an image") }
    self.init(cgImage: cgImage, scale: scale)
  }
}
