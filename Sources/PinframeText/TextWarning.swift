import Foundation
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

  /// Prints `warning` unless it was printed before.
  private static func printOnce(_ warning: TextWarning) {
    guard printed.withLock({ $0.insert(warning.message).inserted }) else { return }
    FileHandle.standardError.write(Data("👉 Pinframe warning: \(warning.message)\n".utf8))
  }

  /// The messages ``printOnce(_:)`` printed.
  private static let printed = Mutex<Set<String>>([])

  /// Where ``handler`` lives.
  private static let handlerCell = Mutex<(@Sendable (TextWarning) -> Void)?>(printOnce)
}
