import Foundation
import PinframeViews

/// Warnings about drawing values the renderer ignored or corrected (a NaN shadow radius, a
/// shadow radius over the cap, ...), each naming the view and the property.
///
/// As the animation clock's warnings, they are printed to standard error while
/// ``logsWarnings`` is on and kept in ``warnings``. Each ``ViewRuntime`` has its own (stored in
/// its ``ViewRuntime/attachments``), and a text is reported once per runtime, so that the frames
/// of an animation do not repeat it.
@MainActor
public final class RenderWarnings {
  /// The warnings of ``ViewRuntime/current``.
  public static var current: RenderWarnings { warnings(for: ViewRuntime.current) }

  /// The warnings of `runtime`, created on first use.
  public static func warnings(for runtime: ViewRuntime) -> RenderWarnings {
    let key = ObjectIdentifier(RenderWarnings.self)
    if let warnings = runtime.attachments[key] as? RenderWarnings { return warnings }
    let warnings = RenderWarnings()
    runtime.attachments[key] = warnings
    return warnings
  }

  /// Whether warnings are printed to standard error as they happen (default `true`).
  public var logsWarnings = true

  /// Every warning so far, oldest first, each text once.
  public private(set) var warnings: [String] = []

  /// The most recent warning.
  public var lastWarningText: String? { warnings.last }

  private var reported: Set<String> = []

  private init() {}

  /// Forgets the collected warnings, so they are reported again.
  public func removeAllWarnings() {
    warnings.removeAll()
    reported.removeAll()
  }

  func warn(_ text: String) {
    guard reported.insert(text).inserted else { return }
    warnings.append(text)
    guard logsWarnings else { return }
    FileHandle.standardError.write(Data("👉 Pinframe render warning: \(text)\n".utf8))
  }
}
