import Foundation

extension IndexPath {
  /// The index path of a table row, as UIKit's `IndexPath(row:section:)`: `[section, row]`.
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// The index path of a collection item, as UIKit's `IndexPath(item:section:)`.
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// The first index: the section of a table row or collection item (0 for an empty path).
  public var section: Int {
    get { isEmpty ? 0 : self[0] }
    set { setIndex(0, to: newValue) }
  }

  /// The second index: the row in a table section (0 when the path has fewer indexes).
  public var row: Int {
    get { count > 1 ? self[1] : 0 }
    set { setIndex(1, to: newValue) }
  }

  /// The second index: the item in a collection section, the same as ``row``.
  public var item: Int {
    get { row }
    set { row = newValue }
  }

  /// Sets the index at `position`, padding a shorter path with zeros first (UIKit traps).
  private mutating func setIndex(_ position: Int, to value: Int) {
    while count <= position { append(0) }
    self[position] = value
  }
}
