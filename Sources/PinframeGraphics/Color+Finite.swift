extension Color {
  /// Whether every component is finite (neither NaN nor infinite).
  package var isFinite: Bool {
    red.isFinite && green.isFinite && blue.isFinite && alpha.isFinite
  }
}
