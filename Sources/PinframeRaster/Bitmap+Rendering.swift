extension Bitmap {
  /// Renders `list` into a new bitmap of its size (see ``Rasterizer`` for the rules).
  ///
  /// - Throws: ``RasterError/emptyCanvas(width:height:)`` for a side of zero or less, and
  ///   ``RasterError/canvasTooLarge(width:height:limit:)`` (before allocating) for a canvas
  ///   over the options' pixel limit.
  public init(rendering list: DisplayList, options: RasterOptions = RasterOptions())
    throws(RasterError)
  {
    var rasterizer = Rasterizer(options: options)
    self = try rasterizer.render(list)
  }
}
