import Pinframe

extension Snapshotting where Value == Bitmap {
  /// Compares a bitmap exactly.
  public static var image: Snapshotting<Bitmap> { image() }

  /// Compares a bitmap with a tolerance.
  ///
  /// - Parameter tolerance: How different the pixels may be; exact by default.
  public static func image(tolerance: ImageTolerance = .exact) -> Snapshotting<Bitmap> {
    Snapshotting { bitmap in
      ImageSnapshotFormat(
        image: bitmap, metadata: SnapshotMetadata(scale: 1, edges: "unknown"),
        tolerance: tolerance)
    }
  }
}
