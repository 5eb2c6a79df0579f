import Pinframe

extension Snapshotting where Value: View, Format == Bitmap {
  /// Renders the view (laid out first, if needed) and compares the pixels exactly, at the
  /// runtime's display scale.
  @preconcurrency @MainActor
  public static var image: Snapshotting<Value, Bitmap> { image() }

  /// Renders the view and compares the pixels, with swift-snapshot-testing's options and
  /// Pinframe's.
  ///
  /// ```swift
  /// assertSnapshot(of: card, as: .image(perceptualPrecision: 0.98))
  /// assertSnapshot(of: card, as: .image(size: CGSize(width: 320, height: 100), scale: 2))
  /// ```
  ///
  /// - Parameters:
  ///   - drawHierarchyInKeyWindow: Accepted for source compatibility; Pinframe draws the same
  ///     pixels either way.
  ///   - precision: The fraction of bytes (pixels on the perceptual path) that must match.
  ///   - perceptualPrecision: How close in colour a pixel must be to match (1 − ΔE94 / 100).
  ///   - size: The size the view takes for the snapshot (its frame is restored afterwards).
  ///   - traits: Traits laid over the view's for the snapshot (restored afterwards); a display
  ///     scale among them sets the rendering scale.
  ///   - scale: Device pixels per point; by default the traits', else the runtime's display
  ///     scale.
  ///   - tolerance: Pinframe's pixelmatch-style tolerance, instead of the precisions.
  ///   - edges: Snapped edges (the default, as iOS draws) or antialiased ones.
  ///   - text: Text drawn from glyph outlines (the default) or as silhouettes, which stay the
  ///     same when Pinframe's font data changes.
  @preconcurrency @MainActor
  public static func image(
    drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
    size: CGSize? = nil, traits: UITraitCollection = .init(), scale: CGFloat? = nil,
    tolerance: ImageTolerance = .exact, edges: RasterOptions.EdgeMode = .snapped,
    text: TextRendering = .glyphs
  ) -> Snapshotting<Value, Bitmap> {
    viewImage(
      ViewSnapshotSettings(config: nil, size: size, traits: traits, scale: scale, text: text),
      ImagePrecision(precision: precision, perceptualPrecision: perceptualPrecision),
      tolerance, edges)
  }

  /// Shows the view full screen on a device (its window size, safe area and traits), renders
  /// it and compares the pixels.
  ///
  /// ```swift
  /// assertSnapshot(of: screen, as: .image(on: .iPhone13))
  /// ```
  ///
  /// The view is moved into a window of the device for the snapshot (as `host(on:)` does) and
  /// leaves it afterwards.
  ///
  /// - Parameters:
  ///   - config: The device: `.iPhone13`, `.iPadPro11(.portrait)`, ….
  ///   - drawHierarchyInKeyWindow: Accepted for source compatibility.
  ///   - precision: The fraction of bytes (pixels on the perceptual path) that must match.
  ///   - perceptualPrecision: How close in colour a pixel must be to match (1 − ΔE94 / 100).
  ///   - size: A screen size instead of the device's.
  ///   - traits: Traits laid over the device's.
  ///   - scale: Device pixels per point; by default the traits', else the device's.
  ///   - tolerance: Pinframe's pixelmatch-style tolerance, instead of the precisions.
  ///   - edges: Snapped edges (the default) or antialiased ones.
  ///   - text: Text drawn from glyph outlines (the default) or as silhouettes.
  @preconcurrency @MainActor
  public static func image(
    on config: ViewImageConfig, drawHierarchyInKeyWindow: Bool = false, precision: Float = 1,
    perceptualPrecision: Float = 1, size: CGSize? = nil, traits: UITraitCollection = .init(),
    scale: CGFloat? = nil, tolerance: ImageTolerance = .exact,
    edges: RasterOptions.EdgeMode = .snapped, text: TextRendering = .glyphs
  ) -> Snapshotting<Value, Bitmap> {
    viewImage(
      ViewSnapshotSettings(config: config, size: size, traits: traits, scale: scale, text: text),
      ImagePrecision(precision: precision, perceptualPrecision: perceptualPrecision),
      tolerance, edges)
  }

  @MainActor
  private static func viewImage(
    _ settings: ViewSnapshotSettings, _ precision: ImagePrecision, _ tolerance: ImageTolerance,
    _ edges: RasterOptions.EdgeMode
  ) -> Snapshotting<Value, Bitmap> {
    let record = SnapshotRecord()
    return settings.imageStrategy(precision, tolerance, edges, record: record) {
      view, scale, options in
      try settings.prepared(view) {
        let image = try view.renderImage(scale: scale, options: options, text: settings.text)
        record.viewTree = ViewTreeDump(of: view).text
        return image
      }
    }
  }
}

extension RasterOptions.EdgeMode {
  /// The mode's name in reference metadata: `snapped` or `antialiased`.
  var name: String {
    switch self {
    case .snapped: "snapped"
    case .antialiased: "antialiased"
    }
  }
}
