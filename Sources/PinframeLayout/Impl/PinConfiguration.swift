import Foundation
import PinframeViews

/// `Pin`'s settings and warning state for one ``ViewRuntime``, kept in its attachments so that
/// tests isolated with `ViewRuntime.isolated { }` never share them.
@MainActor
final class PinConfiguration {
  var layoutDirection = LayoutDirection.ltr {
    didSet {
      guard (layoutDirection == .ltr) != (oldValue == .ltr) else { return }
      Self.otherDirectionSettings += layoutDirection == .ltr ? -1 : 1
    }
  }
  var logWarnings = PinConfiguration.logWarningsByDefault
  var activeWarnings = ActiveWarnings()
  var logMissingLayoutCalls = false {
    didSet {
      guard logMissingLayoutCalls != oldValue else { return }
      Self.missingLayoutCallLoggers += logMissingLayoutCalls ? 1 : -1
    }
  }
  var lastWarningText: String?
  var safeAreaInsetsDidChangeMode = PinSafeAreaInsetsDidChangeMode.optIn
  /// The warnings of the innermost `Pin.collectWarnings` call, or `nil` when none runs.
  var collectedWarnings: [String]?

  /// How many settings have `logMissingLayoutCalls` on: while none has, released chains skip
  /// looking their settings up.
  static var missingLayoutCallLoggers = 0

  /// How many settings have a `layoutDirection` other than `.ltr`: while none has, chains
  /// know the direction without looking their settings up.
  static var otherDirectionSettings = 0

  /// The last runtime whose settings were looked up, its identity and its settings.
  ///
  /// Layout chains look their settings up once each; this saves the dictionary lookup. The
  /// strong reference keeps the runtime's identity from being reused while it is cached; the
  /// look-up compares identities, which takes no reference counting.
  fileprivate static var lastLookup:
    (runtime: ViewRuntime, identity: ObjectIdentifier, configuration: PinConfiguration)?

  #if DEBUG
    static let logWarningsByDefault = true
  #else
    static let logWarningsByDefault = false
  #endif
}

extension ViewRuntime {
  /// The PinLayout settings of this runtime, created on first use.
  var pinConfiguration: PinConfiguration {
    if PinConfiguration.lastLookup?.identity == ObjectIdentifier(self),
      let configuration = PinConfiguration.lastLookup?.configuration
    {
      return configuration
    }
    let key = ObjectIdentifier(PinConfiguration.self)
    let configuration: PinConfiguration
    if let attached = attachments[key] as? PinConfiguration {
      configuration = attached
    } else {
      configuration = PinConfiguration()
      attachments[key] = configuration
    }
    PinConfiguration.lastLookup = (self, ObjectIdentifier(self), configuration)
    return configuration
  }

  /// `Pin.layoutDirection` of `runtime` (the shared one for `nil`), read in place when its
  /// settings were the last ones looked up (no reference counting: layout chains with `start`,
  /// `end`, `before` or `after` ask once each; calling a method of the shared runtime retained
  /// and released it).
  static func pinLayoutDirection(of runtime: ViewRuntime?) -> LayoutDirection {
    let identity = runtime.map { ObjectIdentifier($0) } ?? ObjectIdentifier(shared)
    if PinConfiguration.lastLookup?.identity == identity,
      let direction = PinConfiguration.lastLookup?.configuration.layoutDirection
    {
      return direction
    }
    return (runtime ?? shared).pinConfiguration.layoutDirection
  }
}
