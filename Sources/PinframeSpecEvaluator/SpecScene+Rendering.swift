import Pinframe

extension SpecScene {
  /// The display list of the canvas at the scene's scale, from the views' model values, text
  /// drawn as the canvas says.
  ///
  /// - Throws: `RenderError` for a canvas that cannot be drawn.
  public func displayList() throws -> DisplayList {
    try perform { try DisplayList(view: root, scale: CGFloat(scale), text: spec.canvas.text) }
  }

  /// Draws the canvas into a bitmap at the scene's scale.
  ///
  /// - Throws: `RenderError` or `RasterError` for a canvas that cannot be drawn.
  public func renderImage(options: RasterOptions = RasterOptions()) throws -> Bitmap {
    try Bitmap(rendering: displayList(), options: options)
  }
}
