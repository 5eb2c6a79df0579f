import Foundation
import PinframeGraphics

/// A rectangle of a view that layout code reads, as UIKit's `UILayoutGuide`: the view's safe area,
/// layout-margins area or readable content area, in the view's bounds space, or a guide of your
/// own added with `addLayoutGuide(_:)` and placed by constraints.
@preconcurrency @MainActor
public final class UILayoutGuide {
  /// Which area of the owning view the guide follows.
  enum Area {
    case safeArea, layoutMargins, readableContent, keyboard, custom
  }

  /// The view whose area this is, or that the guide was added to (`nil` before, or once that
  /// view is gone).
  public internal(set) weak var owningView: View?
  /// A name for debugging, as UIKit's `identifier`.
  public var identifier: String
  let area: Area
  /// The guide's anchors, made on first use.
  var storedAnchors: LayoutAnchors?
  /// Where constraints placed a custom guide, in the owning view's bounds space.
  var solvedFrame = CGRect.zero

  init(owningView: View, area: Area, identifier: String) {
    self.owningView = owningView
    self.area = area
    self.identifier = identifier
  }

  /// A guide of your own, to add to a view with `addLayoutGuide(_:)`.
  public init() {
    area = .custom
    identifier = ""
  }

  /// The guide's rectangle in the owning view's bounds space (zero once the view is gone).
  public var layoutFrame: CGRect {
    guard let view = owningView else { return .zero }
    switch area {
    case .custom: return solvedFrame
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
  /// The view's guide of `area`, made on first use and the same object afterwards.
  private func ownGuide(_ area: UILayoutGuide.Area, _ identifier: String) -> UILayoutGuide {
    let state = autoLayout
    if let guide = state.ownGuides.first(where: { $0.area == area }) { return guide }
    let made = UILayoutGuide(owningView: self, area: area, identifier: identifier)
    state.ownGuides.append(made)
    return made
  }

  /// The view's safe area as a guide, as UIKit's `safeAreaLayoutGuide`.
  public var safeAreaLayoutGuide: UILayoutGuide {
    ownGuide(.safeArea, "UIViewSafeAreaLayoutGuide")
  }

  /// The view's layout-margins area as a guide, as UIKit's `layoutMarginsGuide`.
  public var layoutMarginsGuide: UILayoutGuide {
    ownGuide(.layoutMargins, "UIViewLayoutMarginsGuide")
  }

  /// Where the keyboard is, as UIKit's `keyboardLayoutGuide` (iOS 15): Pinframe shows no
  /// keyboard, so it is the guide of a hidden keyboard, the full-width strip of the view's
  /// bottom safe area inset at the bottom of its bounds (zero height without that inset).
  public var keyboardLayoutGuide: UILayoutGuide {
    ownGuide(.keyboard, "UIViewKeyboardLayoutGuide")
  }

  /// The view's readable content area as a guide, as UIKit's `readableContentGuide`.
  public var readableContentGuide: UILayoutGuide {
    ownGuide(.readableContent, "UIViewReadableContentGuide")
  }

  /// The guides added to the view with ``addLayoutGuide(_:)``.
  public var layoutGuides: [UILayoutGuide] { existingAutoLayout?.addedGuides ?? [] }

  /// Adds a guide of your own to the view, to be placed by constraints.
  public func addLayoutGuide(_ guide: UILayoutGuide) {
    guard guide.area == .custom, guide.owningView !== self else { return }
    guide.owningView?.removeLayoutGuide(guide)
    guide.owningView = self
    autoLayout.addedGuides.append(guide)
  }

  /// Removes a guide added with ``addLayoutGuide(_:)``.
  public func removeLayoutGuide(_ guide: UILayoutGuide) {
    guard guide.owningView === self else { return }
    existingAutoLayout?.addedGuides.removeAll { $0 === guide }
    guide.owningView = nil
  }
}
