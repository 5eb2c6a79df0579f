import Pinframe

extension Snapshotting where Value: UIViewController, Format == Bitmap {
  /// Shows the controller in a window the size of its view (or of the screen), renders its
  /// view and compares the pixels exactly.
  @preconcurrency @MainActor
  public static var image: Snapshotting<Value, Bitmap> { image() }

  /// Shows the controller full screen on a device, renders its view and compares the pixels,
  /// as swift-snapshot-testing's strategy of that name.
  ///
  /// The controller gets its lifecycle calls (load, appear, layout) as in a window; after the
  /// snapshot it leaves the window (disappear calls).
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
    controllerImage(
      ViewSnapshotSettings(config: config, size: size, traits: traits, scale: scale, text: text),
      ImagePrecision(precision: precision, perceptualPrecision: perceptualPrecision),
      tolerance, edges)
  }

  /// Shows the controller in a window of `size` (else its view's size, else the screen's),
  /// renders its view and compares the pixels.
  ///
  /// - Parameters:
  ///   - drawHierarchyInKeyWindow: Accepted for source compatibility.
  ///   - precision: The fraction of bytes (pixels on the perceptual path) that must match.
  ///   - perceptualPrecision: How close in colour a pixel must be to match (1 − ΔE94 / 100).
  ///   - size: The window's size.
  ///   - traits: The window's traits.
  ///   - scale: Device pixels per point; by default the traits', else the runtime's.
  ///   - tolerance: Pinframe's pixelmatch-style tolerance, instead of the precisions.
  ///   - edges: Snapped edges (the default) or antialiased ones.
  ///   - text: Text drawn from glyph outlines (the default) or as silhouettes.
  @preconcurrency @MainActor
  public static func image(
    drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
    size: CGSize? = nil, traits: UITraitCollection = .init(), scale: CGFloat? = nil,
    tolerance: ImageTolerance = .exact, edges: RasterOptions.EdgeMode = .snapped,
    text: TextRendering = .glyphs
  ) -> Snapshotting<Value, Bitmap> {
    controllerImage(
      ViewSnapshotSettings(config: nil, size: size, traits: traits, scale: scale, text: text),
      ImagePrecision(precision: precision, perceptualPrecision: perceptualPrecision),
      tolerance, edges)
  }

  @MainActor
  private static func controllerImage(
    _ settings: ViewSnapshotSettings, _ precision: ImagePrecision, _ tolerance: ImageTolerance,
    _ edges: RasterOptions.EdgeMode
  ) -> Snapshotting<Value, Bitmap> {
    let record = SnapshotRecord()
    return settings.imageStrategy(precision, tolerance, edges, record: record) {
      controller, scale, options in
      try settings.prepared(controller) {
        let image = try controller.view.renderImage(
          scale: scale, options: options, text: settings.text)
        record.viewTree = ViewTreeDump(of: controller).text
        return image
      }
    }
  }
}

extension Snapshotting where Value == CALayer, Format == Bitmap {
  /// Renders a view's layer (the view and its subviews, as `layer.render(in:)` draws the layer
  /// tree) and compares the pixels exactly.
  @preconcurrency @MainActor
  public static var image: Snapshotting<CALayer, Bitmap> { image() }

  /// Renders a view's layer and compares the pixels.
  ///
  /// - Parameters:
  ///   - precision: The fraction of bytes (pixels on the perceptual path) that must match.
  ///   - perceptualPrecision: How close in colour a pixel must be to match (1 − ΔE94 / 100).
  ///   - traits: Traits laid over the view's for the snapshot; a display scale among them sets
  ///     the rendering scale.
  ///   - scale: Device pixels per point; by default the traits', else the runtime's.
  ///   - tolerance: Pinframe's pixelmatch-style tolerance, instead of the precisions.
  ///   - edges: Snapped edges (the default) or antialiased ones.
  ///   - text: Text drawn from glyph outlines (the default) or as silhouettes.
  @preconcurrency @MainActor
  public static func image(
    precision: Float = 1, perceptualPrecision: Float = 1, traits: UITraitCollection = .init(),
    scale: CGFloat? = nil, tolerance: ImageTolerance = .exact,
    edges: RasterOptions.EdgeMode = .snapped, text: TextRendering = .glyphs
  ) -> Snapshotting<CALayer, Bitmap> {
    Snapshotting<View, Bitmap>.image(
      precision: precision, perceptualPrecision: perceptualPrecision, traits: traits,
      scale: scale, tolerance: tolerance, edges: edges, text: text
    ).pullback { (layer: CALayer) in
      guard let view = layer.view else { throw LayerSnapshotError() }
      return view
    }
  }
}

/// A layer whose view no longer exists.
struct LayerSnapshotError: Error, CustomStringConvertible {
  var description: String {
    "the layer's view no longer exists; keep the view alive while snapshotting its layer"
  }
}
