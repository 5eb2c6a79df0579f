import Foundation

/// Where an image was read from: its file, and the asset catalog that named it, if any.
package struct ImageSource: Sendable, Hashable {
  /// The PNG file decoded.
  package var file: URL
  /// The `*.xcassets` folder whose entry named the file, or `nil` for a plain file.
  package var catalog: URL?

  /// The source of an image read from `file`, named by the entry of `catalog`.
  package init(file: URL, catalog: URL? = nil) {
    self.file = file
    self.catalog = catalog
  }
}
