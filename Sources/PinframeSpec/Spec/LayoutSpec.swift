import PinframeGraphics

/// A decoded layout spec: a canvas, a tree of views and an optional animation.
///
/// Each view is laid out by a PinLayout chain. Read a spec with ``init(contentsOf:file:limits:)``.
public struct LayoutSpec: Sendable, Hashable {
  /// The file the spec came from, as named to the decoder.
  public var file: String
  /// The canvas the views are laid out in.
  public var canvas: CanvasSpec
  /// The top-level views, back to front: subviews of the canvas's root view.
  public var views: [ViewSpec]
  /// The animation, if the spec has one.
  public var animation: AnimationSpec?

  /// Creates a spec from its parts.
  public init(file: String, canvas: CanvasSpec, views: [ViewSpec], animation: AnimationSpec?) {
    self.file = file
    self.canvas = canvas
    self.views = views
    self.animation = animation
  }

  /// Every view id in the order chains run, as `layoutSubviews` runs them.
  ///
  /// The root lays out its subviews in document order, then each subview lays out its own,
  /// depth first. For `a { a1 { x }, a2 }, b { b1 }` that is `a, b, a1, a2, x, b1`.
  public var layoutOrder: [String] {
    var order: [String] = []
    var pending = [views[...]]
    while let siblings = pending.popLast() {
      order += siblings.map(\.id)
      pending += siblings.reversed().map { $0.children[...] }
    }
    return order
  }
}

/// The area views are laid out in and drawn on: the root view's size, scale, colour and
/// appearance.
public struct CanvasSpec: Sendable, Hashable {
  /// The width, in points.
  public var width: Double
  /// The height, in points.
  public var height: Double
  /// Pixels per point: 1, 2 or 3.
  public var scale: Int
  /// The root view's background.
  public var background: UIColor
  /// The root view's safe-area insets (what `pin.safeArea` reads in a top-level chain).
  public var safeArea: EdgeInsets
  /// The appearance of the whole tree (`"light"` or `"dark"`): the root view's
  /// `overrideUserInterfaceStyle`, which system and semantic colours resolve with.
  public var appearance: UIUserInterfaceStyle
  /// The device preset the canvas was made from (`"device": "iPhone13"`), if any.
  public var device: String?
  /// The device's traits (size classes, text size, idiom), which the root view takes; `nil`
  /// without a device.
  public var traits: UITraitCollection?
  /// How text is drawn (`"text": "glyphs"`, the default, or `"silhouettes"`).
  public var text: TextRendering = .glyphs

  /// Creates a canvas.
  public init(
    width: Double, height: Double, scale: Int, background: UIColor, safeArea: EdgeInsets,
    appearance: UIUserInterfaceStyle = .light
  ) {
    self.width = width
    self.height = height
    self.scale = scale
    self.background = background
    self.safeArea = safeArea
    self.appearance = appearance
  }
}
