import Pinframe

extension Snapshotting where Value: View {
  /// Renders the view (laid out first, if needed) and compares the pixels exactly, at the
  /// runtime's display scale.
  public static var image: Snapshotting<Value> { image() }

  /// Renders the view and compares the pixels.
  ///
  /// - Parameters:
  ///   - scale: Device pixels per point; the runtime's display scale by default.
  ///   - tolerance: How different the pixels may be; exact by default.
  ///   - edges: Snapped edges (the default, as iOS draws) or antialiased ones.
  public static func image(
    scale: CGFloat? = nil, tolerance: ImageTolerance = .exact,
    edges: RasterOptions.EdgeMode = .snapped
  ) -> Snapshotting<Value> {
    Snapshotting { view in
      let resolved = scale ?? ViewRuntime.current.scale
      let image = try view.renderImage(scale: resolved, options: RasterOptions(edgeMode: edges))
      let metadata = SnapshotMetadata(
        scale: resolved, edges: edges.name, viewTree: ViewTreeDump(of: view).text)
      return ImageSnapshotFormat(image: image, metadata: metadata, tolerance: tolerance)
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
