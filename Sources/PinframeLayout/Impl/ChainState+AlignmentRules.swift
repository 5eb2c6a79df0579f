// justify and align: where the view sits between two pinned edges when its size is smaller
// (or larger) than the space.
extension ChainState {
  @usableFromInline
  mutating func recordJustify(_ value: HorizontalAlign) {
    justify = value
  }

  @usableFromInline
  mutating func recordAlign(_ value: VerticalAlign) {
    align = value
  }
}
