extension View {
  /// The direction the view lays out in: forced by ``semanticContentAttribute``, otherwise the
  /// superview's, and at the root the runtime's app-wide direction.
  public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
    switch semanticContentAttribute {
    case .forceLeftToRight, .playback, .spatial: return .leftToRight
    case .forceRightToLeft: return .rightToLeft
    case .unspecified:
      return superview?.effectiveUserInterfaceLayoutDirection
        ?? ViewRuntime.current.userInterfaceLayoutDirection
    }
  }
}
