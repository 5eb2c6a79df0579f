import Foundation
import PinframeGraphics

/// What a table view gives a cell to draw: the background of the table's style (drawn while
/// the cell has no background colour of its own), the table's separator inset, and the
/// separator line under the cell, if any.
struct ListCellAppearance {
  /// The background of the table's style.
  var background: UIColor?
  /// The table's separator inset (a cell may set its own).
  var separatorInset: EdgeInsets
  /// The separator's colour, or `nil` when the cell draws none.
  var separatorColor: UIColor?

  /// A cell outside a table: no style background, UIKit's 16-pt separator inset, no separator.
  static let standalone = ListCellAppearance(
    background: nil, separatorInset: EdgeInsets(top: 0, left: 16, bottom: 0, right: 0),
    separatorColor: nil)
}
