import Foundation
import Synchronization

/// Prints warnings that have no view to report through, such as an image or font name that was
/// not found: each message once per process, to standard error, as `👉 Pinframe warning: …`.
public enum WarningPrinter {
  /// Prints `message` unless it was printed before.
  public static func printOnce(_ message: String) {
    guard printed.withLock({ $0.insert(message).inserted }) else { return }
    FileHandle.standardError.write(Data("👉 Pinframe warning: \(message)\n".utf8))
  }

  /// The messages printed so far.
  private static let printed = Mutex<Set<String>>([])
}
