import Foundation
import PinframeViews

/// A view made by class for a reuse queue: table cells, header-footer views and collection
/// reusable views, through the required initializer their subclasses inherit.
@MainActor
protocol ReusableByClass: View {
  init(dequeuedWithReuseIdentifier identifier: String)
}

extension UITableViewCell: ReusableByClass {}
extension UITableViewHeaderFooterView: ReusableByClass {}
extension UICollectionReusableView: ReusableByClass {}

/// A table or collection view, which records bad input in `dataErrors`.
@MainActor
protocol ListDataReporting: View {
  /// Bad input met so far, in order.
  var dataErrors: [ListDataError] { get set }
}

extension ListDataReporting {
  /// Records bad input and warns about it once.
  func report(_ error: ListDataError) {
    dataErrors.append(error)
    ViewRuntime.current.warn(error.description)
  }

  /// A count from the data source, at least 0 and at most `limit`.
  func validatedCount(_ count: Int, of what: String, limit: Int) -> Int {
    if count < 0 {
      report(.negativeCount(view: displayName, of: what, count: count))
      return 0
    }
    guard count <= limit else {
      report(.tooManyItems(view: displayName, of: what, count: count, limit: limit))
      return limit
    }
    return count
  }

  /// What makes views of a class registered under `identifier`: `nil` (and a
  /// ``ListDataError``) when the class is not an `Element`.
  func reuseMaker<Element: ReusableByClass>(
    _ aClass: AnyClass, as element: Element.Type, identifier: String
  ) -> ((String) -> Element)? {
    guard let type = aClass as? Element.Type else {
      report(
        .wrongClass(
          view: displayName, identifier: identifier, className: "\(aClass)",
          expected: "\(Element.self)"))
      return nil
    }
    return { _ in type.init(dequeuedWithReuseIdentifier: identifier) }
  }
}

extension UITableView: ListDataReporting {}
extension UICollectionView: ListDataReporting {}
