import Foundation

/// Input a table or collection view cannot use as given, as a typed value: UIKit raises an
/// exception (or does something undefined) for each; Pinframe records the error in the view's
/// `dataErrors`, prints it once as a runtime warning, and carries on as the description says.
public enum ListDataError: Error, Hashable, CustomStringConvertible {
  /// The data source returned a negative number of sections, rows or items; 0 is used.
  case negativeCount(view: String, of: String, count: Int)
  /// The data source returned more rows or items than Pinframe lays out; the rest are ignored.
  case tooManyItems(view: String, of: String, count: Int, limit: Int)
  /// A class registered for reuse is not of the kind the registration needs; it is ignored.
  case wrongClass(view: String, identifier: String, className: String, expected: String)
  /// Nothing is registered for a reuse identifier asked to dequeue; a plain view stands in.
  case unregisteredIdentifier(view: String, identifier: String, kind: String)
  /// An index path that names no row or item, given to an action; the action does nothing.
  case invalidIndexPath(view: String, indexPath: IndexPath, action: String)
  /// A height or size that is negative, NaN or infinite; 0 is used.
  case invalidLength(view: String, of: String, value: CGFloat)

  /// What is wrong, where, what UIKit does and what Pinframe does instead.
  public var description: String {
    switch self {
    case .negativeCount(let view, let what, let count):
      return
        "\(view): the data source returned \(count) for the number of \(what); UIKit's behaviour is undefined, Pinframe uses 0"
    case .tooManyItems(let view, let what, let count, let limit):
      return
        "\(view): the data source returned \(count) \(what), more than Pinframe lays out (\(limit)); the first \(limit) are used"
    case .wrongClass(let view, let identifier, let className, let expected):
      return
        "\(view): \(className) registered for \"\(identifier)\" is not a \(expected) (UIKit raises NSInvalidArgumentException); the registration is ignored"
    case .unregisteredIdentifier(let view, let identifier, let kind):
      return
        "\(view): unable to dequeue a \(kind) with identifier \"\(identifier)\": register a class for it first (UIKit raises NSInternalInconsistencyException); a plain \(kind) stands in"
    case .invalidIndexPath(let view, let indexPath, let action):
      return
        "\(view): cannot \(action) index path \(indexPath.section).\(indexPath.row), which names nothing in the data (UIKit raises NSRangeException); nothing is done"
    case .invalidLength(let view, let what, let value):
      return
        "\(view): invalid \(what) \(value): it must be at least 0 and finite (UIKit raises NSInternalInconsistencyException for row heights); 0 is used"
    }
  }
}
