import Foundation
import Pinframe

/// How a view is prepared for a snapshot, as swift-snapshot-testing prepares it: an optional
/// device (``ViewImageConfig``), a size override and traits, the scale to render at, and how
/// text is drawn.
struct ViewSnapshotSettings {
  /// The device the view is shown on, `nil` to snapshot the view where it is.
  var config: ViewImageConfig?
  /// The size the view takes for the snapshot, instead of its own (or the device's).
  var size: CGSize?
  /// Traits laid over the view's (or the device's) for the snapshot.
  var traits: UITraitCollection
  /// The scale to render at, `nil` for the traits', the device's, or the runtime's.
  var scale: CGFloat?
  /// How text is drawn: glyph outlines or silhouettes.
  var text: TextRendering = .glyphs

  /// The scale the snapshot renders at: `scale:`, else the traits' display scale, else the
  /// device's, else the runtime's (`UIScreen.main.scale`).
  @MainActor
  var resolvedScale: CGFloat {
    if let scale { return scale }
    if traits.displayScale > 0 { return traits.displayScale }
    return config?.renderingScale ?? ViewRuntime.current.scale
  }

  /// An image strategy at the resolved scale (resolved when each snapshot is taken) whose
  /// references record the scale, edge mode and text drawing; `render` draws a value at a
  /// scale with the rasterizer's options (and ``text``), noting its view tree in `record`.
  func imageStrategy<Value>(
    _ precision: ImagePrecision, _ tolerance: ImageTolerance, _ edges: RasterOptions.EdgeMode,
    record: SnapshotRecord = SnapshotRecord(),
    render: @escaping @MainActor (Value, CGFloat, RasterOptions) throws -> Bitmap
  ) -> Snapshotting<Value, Bitmap> {
    let diffing = Diffing<Bitmap>.image(
      precision: precision, tolerance: tolerance,
      metadata: SnapshotMetadata(scale: 1, edges: edges.name, text: text), record: record)
    return Snapshotting(pathExtension: "png", diffing: diffing) { value in
      let scale = resolvedScale
      record.scale = scale
      return try render(value, scale, RasterOptions(edgeMode: edges))
    }
  }

  /// The device with the size and traits overrides applied.
  var device: ViewImageConfig? {
    guard var device = config else { return nil }
    if let size { device.size = size }
    device.traits = UITraitCollection(traitsFrom: [device.traits, traits])
    return device
  }

  /// Runs `body` with `view` prepared for a snapshot.
  ///
  /// The view is shown on the device (a new window, left afterwards; the runtime's scale is the
  /// device's meanwhile, see ``running(on:_:)``), or kept in place with
  /// the size and traits overrides (its frame and trait overrides restored afterwards). A view
  /// that is still empty is sized to fit, then laid out.
  @MainActor
  func prepared<Result>(_ view: View, _ body: () throws -> Result) rethrows -> Result {
    let frame = view.frame
    let overrides = view.traitOverrides
    if let device {
      return try Self.running(on: device) {
        let window = view.host(on: device)
        defer {
          view.removeFromSuperview()
          view.frame = frame
          withExtendedLifetime(window) {}
        }
        return try body()
      }
    }
    defer {
      view.traitOverrides = overrides
      view.frame = frame
    }
    if let size { view.frame.size = size }
    if traits != UITraitCollection() {
      view.traitOverrides = UITraitOverrides(overrides.traits.applying(traits))
    }
    if view.bounds.width == 0 || view.bounds.height == 0 { view.sizeToFit() }
    view.layoutIfNeeded()
    return try body()
  }

  /// Runs `body` with `controller` shown on its device (or a window of its view's size, else
  /// the screen's), then takes it off the window again (its disappear calls run).
  @MainActor
  func prepared<Result>(_ controller: UIViewController, _ body: () throws -> Result) rethrows
    -> Result
  {
    var device = self.device ?? ViewImageConfig(traits: traits)
    if self.config == nil {
      let own = controller.view.bounds.size
      device.size = size ?? (own.width > 0 && own.height > 0 ? own : UIScreen.main.bounds.size)
    }
    if scale == nil, traits.displayScale == 0, config == nil {
      device.scale = ViewRuntime.current.scale
    }
    return try Self.running(on: device) {
      let window = controller.host(on: device)
      defer { window.rootViewController = nil }
      return try body()
    }
  }

  /// Runs `body` as on a simulator of `device`: the runtime's scale (`UIScreen.main.scale`,
  /// which PinLayout rounds frames to) is the device's rendering scale, restored afterwards.
  @MainActor
  private static func running<Result>(
    on device: ViewImageConfig, _ body: () throws -> Result
  ) rethrows -> Result {
    let runtime = ViewRuntime.current
    let scale = runtime.scale
    runtime.scale = device.renderingScale
    defer { runtime.scale = scale }
    return try body()
  }
}

extension UITraitOverrides {
  /// Overrides that set every trait `traits` specifies.
  init(_ traits: UITraitCollection) {
    self.init()
    displayScale = traits.displayScale
    userInterfaceStyle = traits.userInterfaceStyle
    userInterfaceLevel = traits.userInterfaceLevel
    layoutDirection = traits.layoutDirection
    horizontalSizeClass = traits.horizontalSizeClass
    verticalSizeClass = traits.verticalSizeClass
    preferredContentSizeCategory = traits.preferredContentSizeCategory
    userInterfaceIdiom = traits.userInterfaceIdiom
  }
}
