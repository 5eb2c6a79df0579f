extension AnimationClock {
  /// Whether warnings are printed to standard error as they happen (default `true`), as
  /// PinLayout's `Pin.logWarnings`.
  public var logsWarnings: Bool {
    get { warningLog.printsWarnings }
    set { warningLog.printsWarnings = newValue }
  }

  /// Every warning about corrected input so far, oldest first (for tests).
  public var warnings: [String] { warningLog.warnings }

  /// The most recent warning, as PinLayout's `Pin.lastWarningText`.
  public var lastWarningText: String? { warningLog.warnings.last }

  /// Forgets the collected warnings.
  public func removeAllWarnings() {
    warningLog.warnings.removeAll()
  }

  func warn(_ text: String) {
    warningLog.append(text)
  }

  /// `value` if it is a finite, non-negative number of seconds; otherwise 0, with a warning
  /// naming `parameter` of `call`.
  func seconds(_ value: Double, parameter: String, of call: String) -> Double {
    guard value.isFinite, value >= 0 else {
      warn(
        "\(call): \(parameter) \(value) is not a finite, non-negative number of seconds; using 0")
      return 0
    }
    return value
  }

  /// `value` clamped to `0...1`, with a warning naming `parameter` of `call` when it was not in
  /// that range (NaN counts as 0).
  func unitFraction(_ value: Double, parameter: String, of call: String) -> Double {
    guard value.isNaN || value < 0 || value > 1 else { return value }
    let clamped = value.isNaN ? 0 : min(max(value, 0), 1)
    warn("\(call): \(parameter) \(value) is outside 0...1; using \(clamped)")
    return clamped
  }
}
