import Foundation
import PinframeViews

/// PinLayout's global settings: layout direction, warnings and display scale.
///
/// The settings belong to the current `ViewRuntime` (`ViewRuntime.current`), so a test body
/// run inside `ViewRuntime.isolated { }` has its own, and parallel tests never see each other's.
@preconcurrency @MainActor
public enum Pin {
  /// How `start`/`end` resolve: `.ltr` (the default), `.rtl`, or `.auto` (each view's
  /// `effectiveUserInterfaceLayoutDirection`).
  public static var layoutDirection: LayoutDirection {
    get { configuration.layoutDirection }
    set { configuration.layoutDirection = newValue }
  }

  /// Sets ``layoutDirection``.
  public static func layoutDirection(_ direction: LayoutDirection) {
    layoutDirection = direction
  }

  /// Whether warnings are emitted (printed, stored in ``lastWarningText`` and collected): `true`
  /// in debug builds, `false` in release builds, as in PinLayout.
  public static var logWarnings: Bool {
    get { configuration.logWarnings }
    set { configuration.logWarnings = newValue }
  }

  /// The optional warnings that are emitted.
  public static var activeWarnings: ActiveWarnings {
    get { configuration.activeWarnings }
    set { configuration.activeWarnings = newValue }
  }

  /// Whether a chain released without an explicit `layout()` call warns (default `false`).
  public static var logMissingLayoutCalls: Bool {
    get { configuration.logMissingLayoutCalls }
    set { configuration.logMissingLayoutCalls = newValue }
  }

  /// The text of the last warning, without the console decoration.
  public static var lastWarningText: String? {
    get { configuration.lastWarningText }
    set { configuration.lastWarningText = newValue }
  }

  /// The display scale frames are rounded to, in pixels per point: the runtime's `scale`, which
  /// the renderer uses too (1 by default).
  public static var displayScale: CGFloat {
    get { ViewRuntime.current.scale }
    set { ViewRuntime.current.scale = newValue }
  }

  /// Restores ``logWarnings`` (in debug builds) and ``activeWarnings`` to their defaults.
  public static func resetWarnings() {
    #if DEBUG
      logWarnings = true
    #endif
    activeWarnings = ActiveWarnings()
  }

  /// Does nothing: PinLayout needs it on iOS to set up its safe-area support; Pinframe does not.
  public static func initPinLayout() {}

  /// Runs `body` and returns the text of every warning it emitted, in order, without printing
  /// them.
  ///
  /// Warnings are emitted only while ``logWarnings`` is on; ``lastWarningText`` is updated as
  /// usual. Calls can nest: each returns the warnings of its own body.
  public static func collectWarnings(_ body: () throws -> Void) rethrows -> [String] {
    let configuration = configuration
    let outer = configuration.collectedWarnings
    configuration.collectedWarnings = []
    defer {
      if let outer {
        configuration.collectedWarnings = outer + (configuration.collectedWarnings ?? [])
      } else {
        configuration.collectedWarnings = nil
      }
    }
    try body()
    return configuration.collectedWarnings ?? []
  }

  private static var configuration: PinConfiguration {
    ViewRuntime.current.pinConfiguration
  }
}
