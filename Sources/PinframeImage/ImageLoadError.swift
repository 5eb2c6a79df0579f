import Foundation

/// Why an image file that exists could not be used: not a regular file, unreadable, or data the
/// decoder refused (corrupt, not PNG, over the pixel limit).
package struct ImageLoadError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file's path.
  package let path: String
  /// What went wrong, as the file system or the decoder says it.
  package let reason: String

  /// An error for the file at `path`.
  package init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// "image '<path>': <reason>", as the image warnings say it.
  package var description: String { "image '\(path)': \(reason)" }
}
