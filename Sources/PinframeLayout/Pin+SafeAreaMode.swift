import Foundation
import PinframeViews

/// When PinLayout calls `safeAreaInsetsDidChange()` on iOS versions older than 11.
///
/// PinLayout's `PinSafeAreaInsetsDidChangeMode`, accepted for source compatibility: Pinframe's views get
/// `View/safeAreaInsetsDidChange()` from the layout pass whatever this says, as on iOS 11+.
public enum PinSafeAreaInsetsDidChangeMode: Sendable, Hashable {
  /// Only views that adopt PinLayout's `PinSafeAreaInsetsUpdate` protocol.
  case optIn
  /// Every view.
  case always
  /// Never.
  case disable
}

extension Pin {
  /// PinLayout's setting for iOS versions older than 11; accepted, with no effect (see
  /// ``PinSafeAreaInsetsDidChangeMode``).
  public static var safeAreaInsetsDidChangeMode: PinSafeAreaInsetsDidChangeMode {
    get { ViewRuntime.current.pinConfiguration.safeAreaInsetsDidChangeMode }
    set { ViewRuntime.current.pinConfiguration.safeAreaInsetsDidChangeMode = newValue }
  }
}

extension View {
  /// Whether start means left for this view, under `Pin/layoutDirection`, as PinLayout's
  /// `isLTR()`: always with `.ltr`, never with `.rtl`, and from
  /// `View/effectiveUserInterfaceLayoutDirection` with `.auto`.
  public func isLTR() -> Bool {
    pinIsLTR
  }
}
