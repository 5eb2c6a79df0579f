import Foundation
import PinframeGraphics

/// A rectangle of a view that layout code reads, as UIKit's `UILayoutGuide`: the view's safe area,
/// layout-margins area or readable content area, in the view's bounds space.
@preconcurrency @MainActor
public final class UILayoutGuide {
  /// Which area of the owning view the guide follows.
  enum Area {
    case safeArea, layoutMargins, readableContent
  }

  /// The view whose area this is (`nil` once that view is gone).
  public private(set) weak var owningView: View?
  /// A name for debugging, as UIKit's `identifier`.
  public var identifier: String
  private let area: Area

  init(owningView: View, area: Area, identifier: String) {
    self.owningView = owningView
    self.area = area
    self.identifier = identifier
  }

  /// The guide's rectangle in the owning view's bounds space (zero once the view is gone).
  public var layoutFrame: CGRect {
    guard let view = owningView else { return .zero }
    switch area {
    case .safeArea: return view.bounds.inset(by: view.safeAreaInsets)
    case .layoutMargins: return view.bounds.inset(by: view.layoutMargins)
    case .readableContent: return view.readableContentFrame
    }
  }
}

extension View {
  /// The view's safe area as a guide, as UIKit's `safeAreaLayoutGuide`.
  public var safeAreaLayoutGuide: UILayoutGuide {
    UILayoutGuide(owningView: self, area: .safeArea, identifier: "UIViewSafeAreaLayoutGuide")
  }

  /// The view's layout-margins area as a guide, as UIKit's `layoutMarginsGuide`.
  public var layoutMarginsGuide: UILayoutGuide {
    UILayoutGuide(owningView: self, area: .layoutMargins, identifier: "UIViewLayoutMarginsGuide")
  }

  /// The view's readable content area as a guide, as UIKit's `readableContentGuide`.
  public var readableContentGuide: UILayoutGuide {
    UILayoutGuide(
      owningView: self, area: .readableContent, identifier: "UIViewReadableContentGuide")
  }
}
