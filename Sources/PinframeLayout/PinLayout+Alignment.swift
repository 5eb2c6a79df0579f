// justify and align: where the view sits between two pinned edges when its size is smaller
// (or larger) than the space.
extension PinLayout {
  /// Places the view horizontally between its left and right edges: `.left` (the default),
  /// `.center`, `.right`, `.start` or `.end`.
  ///
  /// It needs both horizontal edges, or `pinEdges()` with a width and one edge or the centre;
  /// otherwise it warns.
  @inlinable @discardableResult
  public consuming func justify(_ value: HorizontalAlign) -> PinLayout {
    state.pointee.recordJustify(value)
    return self
  }

  /// Places the view vertically between its top and bottom edges: `.top` (the default),
  /// `.center` or `.bottom`.
  ///
  /// It needs both vertical edges, or `pinEdges()` with a height and one edge or the centre;
  /// otherwise it warns.
  @inlinable @discardableResult
  public consuming func align(_ value: VerticalAlign) -> PinLayout {
    state.pointee.recordAlign(value)
    return self
  }
}
