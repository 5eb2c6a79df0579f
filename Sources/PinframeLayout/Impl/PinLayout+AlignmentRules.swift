// justify and align: where the view sits between two pinned edges when its size is smaller
// (or larger) than the space.
extension PinLayout {
  @usableFromInline
  func recordJustify(_ value: HorizontalAlign) {
    justify = value
  }

  @usableFromInline
  func recordAlign(_ value: VerticalAlign) {
    align = value
  }
}
