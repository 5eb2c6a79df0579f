import Foundation
import PinframeViews

/// `Pin`'s settings and warning state for one ``ViewRuntime``, kept in its attachments so that
/// tests isolated with `ViewRuntime.isolated { }` never share them.
@MainActor
final class PinConfiguration {
  var layoutDirection = LayoutDirection.ltr
  var logWarnings = PinConfiguration.logWarningsByDefault
  var activeWarnings = ActiveWarnings()
  var logMissingLayoutCalls = false
  var lastWarningText: String?
  /// The warnings of the innermost `Pin.collectWarnings` call, or `nil` when none runs.
  var collectedWarnings: [String]?

  #if DEBUG
    static let logWarningsByDefault = true
  #else
    static let logWarningsByDefault = false
  #endif
}

extension ViewRuntime {
  /// The PinLayout settings of this runtime, created on first use.
  var pinConfiguration: PinConfiguration {
    let key = ObjectIdentifier(PinConfiguration.self)
    if let configuration = attachments[key] as? PinConfiguration { return configuration }
    let configuration = PinConfiguration()
    attachments[key] = configuration
    return configuration
  }
}
