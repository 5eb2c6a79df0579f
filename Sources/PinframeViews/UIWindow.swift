import Foundation
import PinframeGraphics

/// The root of a view hierarchy that is on screen, as UIKit's `UIWindow`.
///
/// A window is a view: views added to it (directly or deeper) report it as their `View/window`
/// and get `View/willMove(toWindow:)` / `View/didMoveToWindow()` when they enter or leave
/// it. Its safe-area insets are the device's (set `View/safeAreaInsets` on the window, or let a
/// device preset do it); its subviews derive theirs from it as in UIKit. View controllers come
/// with `rootViewController` in a later layer.
@preconcurrency @MainActor
open class UIWindow: View {
  /// The root view controller, as `WindowRootHooks` (`rootViewController` in PinframeUIKit).
  package var rootControllerHooks: (any WindowRootHooks)?

  /// Whether ``makeKeyAndVisible()`` made this window the key window.
  public private(set) var isKeyWindow = false

  /// Creates a window with a frame.
  ///
  /// Unlike UIKit's, a new window is not hidden: Pinframe has no
  /// screen to keep it off, and a window is drawn like any root view.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Present for UIKit source compatibility: Pinframe never decodes views from archives.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Shows the window (clears `View/isHidden`) and makes it the key window, as UIKit does.
  open func makeKeyAndVisible() {
    isHidden = false
    ViewRuntime.current.keyWindow?.isKeyWindow = false
    isKeyWindow = true
    ViewRuntime.current.keyWindow = self
    let shown = ViewRuntime.current.shownWindows.filter { $0.view != nil && $0.view !== self }
    ViewRuntime.current.shownWindows = shown + [WeakView(view: self)]
    rootControllerHooks?.windowDidBecomeKeyAndVisible(self)
  }
}

extension View {
  /// The window the view is in: its topmost ancestor when that is a ``UIWindow``, else `nil`.
  public var window: UIWindow? {
    rootView as? UIWindow
  }
}

/// The window hooks of a move: ``View/willMove(toWindow:)`` and ``View/didMoveToWindow()`` for
/// every view of the moved subtree, parents first, when the move changes its window.
@MainActor
struct WindowChange {
  private let views: [View]
  private let newWindow: UIWindow?

  /// Records the move of `view` to `newWindow`; nothing happens when the window stays the same
  /// (so moves between views that are in no window never walk the subtree).
  init(of view: View, to newWindow: UIWindow?) {
    self.newWindow = newWindow
    views = view.window === newWindow ? [] : view.subtree
  }

  /// Calls ``View/willMove(toWindow:)`` on each view.
  func announce() {
    for view in views { view.willMove(toWindow: newWindow) }
  }

  /// Calls ``View/didMoveToWindow()`` on each view.
  func complete() {
    for view in views { view.didMoveToWindow() }
  }
}
