/// What a symbol of the tableau stands for.
enum SymbolKind: UInt8 {
  /// A user's ``Variable``: unrestricted in sign.
  case external
  /// The slack of an inequality: at least 0.
  case slack
  /// The error of an optional constraint, minimised by the objective: at least 0.
  case error
  /// The marker of a required equality: always 0, never pivoted in.
  case dummy

  /// Whether the symbol is bound (at least 0, or 0 for a dummy): every kind but external.
  var isRestricted: Bool { self != .external }
}
