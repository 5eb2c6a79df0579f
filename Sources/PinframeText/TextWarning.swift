import Foundation
import PinframeGraphics
import Synchronization

/// A problem PinframeText recovered from, such as an unknown font name: it names the input and says
/// what was used instead.
public struct TextWarning: Sendable, Hashable, CustomStringConvertible {
  /// What went wrong and what was used instead.
  public let message: String

  /// Creates a warning.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }

  /// Receives the warnings of calls that cannot return them (UIKit-shaped initializers such as
  /// ``UIFont/init(name:size:)``); `nil` drops them.
  ///
  /// The default prints each message once per process to standard error, as Pinframe's other
  /// warnings are printed.
  public static var handler: (@Sendable (TextWarning) -> Void)? {
    get { handlerCell.withLock { $0 } }
    set { handlerCell.withLock { $0 = newValue } }
  }

  /// Sends `warning` to ``handler``.
  static func report(_ warning: TextWarning) {
    handler?(warning)
  }

  /// Where ``handler`` lives.
  private static let handlerCell = Mutex<(@Sendable (TextWarning) -> Void)?>({
    WarningPrinter.printOnce($0.message)
  })
}
