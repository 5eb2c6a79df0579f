import Foundation
import PinframeGraphics

/// Where a layout puts one cell or supplementary view, as UIKit's
/// `UICollectionViewLayoutAttributes`.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes {
  /// What the attributes place, as `UICollectionView.ElementCategory`.
  public enum ElementCategory: Int, Sendable, Hashable {
    /// A cell.
    case cell = 0
    /// A header, footer or other supplementary view.
    case supplementaryView = 1
    /// A decoration view.
    case decorationView = 2
  }

  /// The frame in the collection view's content.
  open var frame: CGRect
  /// The item or section placed.
  open var indexPath: IndexPath
  /// Whether a cell or a supplementary view is placed.
  public let representedElementCategory: ElementCategory
  /// The kind of supplementary view (`nil` for a cell).
  public let representedElementKind: String?
  /// The stacking order among the collection's views.
  open var zIndex = 0
  /// The opacity.
  open var alpha: CGFloat = 1
  /// Whether the view is hidden.
  open var isHidden = false

  /// The attributes of the cell of an item.
  public init(forCellWith indexPath: IndexPath) {
    frame = .zero
    self.indexPath = indexPath
    representedElementCategory = .cell
    representedElementKind = nil
  }

  /// The attributes of a supplementary view.
  public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
    frame = .zero
    self.indexPath = indexPath
    representedElementCategory = .supplementaryView
    representedElementKind = elementKind
  }

  /// The frame's size.
  open var size: CGSize {
    get { frame.size }
    set { frame.size = newValue }
  }

  /// The frame's centre.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }

  /// A copy, as `copy()` gives in UIKit.
  open func copy() -> UICollectionViewLayoutAttributes {
    let copy =
      representedElementKind.map {
        UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: $0, with: indexPath)
      } ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
    copy.frame = frame
    copy.zIndex = zIndex
    copy.alpha = alpha
    copy.isHidden = isHidden
    return copy
  }
}
