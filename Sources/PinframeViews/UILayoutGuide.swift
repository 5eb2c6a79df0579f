import Foundation
import PinframeGraphics

/// A rectangle of a view that layout code reads, as UIKit's `UILayoutGuide`: the view's safe area,
/// layout-margins area or readable content area, in the view's bounds space.
@preconcurrency @MainActor
public final class UILayoutGuide {
  /// Which area of the owning view the guide follows.
  enum Area {
    case safeArea, layoutMargins, readableContent, keyboard
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
    case .keyboard:
      // No keyboard is ever shown: the guide is the strip of the bottom safe area inset.
      let bounds = view.bounds
      let height = min(max(view.safeAreaInsets.bottom, 0), bounds.height)
      return CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
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

  /// Where the keyboard is, as UIKit's `keyboardLayoutGuide` (iOS 15): Pinframe shows no
  /// keyboard, so it is the guide of a hidden keyboard, the full-width strip of the view's
  /// bottom safe area inset at the bottom of its bounds (zero height without that inset).
  public var keyboardLayoutGuide: UILayoutGuide {
    UILayoutGuide(owningView: self, area: .keyboard, identifier: "UIViewKeyboardLayoutGuide")
  }

  /// The view's readable content area as a guide, as UIKit's `readableContentGuide`.
  public var readableContentGuide: UILayoutGuide {
    UILayoutGuide(
      owningView: self, area: .readableContent, identifier: "UIViewReadableContentGuide")
  }
}
