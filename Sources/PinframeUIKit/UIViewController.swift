import Foundation
import PinframeGraphics
import PinframeViews

/// A screen's controller, as UIKit's `UIViewController`: it owns a view made on first use,
/// gets the lifecycle calls in UIKit's order, and contains child controllers.
///
/// - `view` is made by ``loadView()`` the first time it is read, then ``viewDidLoad()`` runs.
/// - ``viewWillLayoutSubviews()`` and ``viewDidLayoutSubviews()`` run around the layout pass's
///   `layoutSubviews()` of the view.
/// - ``viewWillAppear(_:)`` / ``viewDidAppear(_:)`` run when the controller is shown: as a
///   window's `UIWindow/rootViewController` once the window is key and visible, or through
///   ``host(on:)``; the disappear calls run when it stops being shown.
@preconcurrency @MainActor
open class UIViewController {
  private var loadedView: View?
  /// The controller's title; setting it also titles its navigation item and tab bar item.
  open var title: String? {
    didSet {
      storedNavigationItem?.title = title
      storedTabBarItem?.title = title
      parent?.childTitleDidChange(self)
    }
  }
  /// The storage of ``navigationItem``.
  var storedNavigationItem: UINavigationItem?
  /// The storage of ``tabBarItem``.
  var storedTabBarItem: UITabBarItem?
  /// Insets a container adds to the safe area of this controller's view: its bars.
  var containerSafeAreaInsets = EdgeInsets.zero {
    didSet {
      guard containerSafeAreaInsets != oldValue else { return }
      viewIfLoaded?.setNeedsLayout()
    }
  }
  /// How the controller is shown when presented.
  open var modalPresentationStyle = UIModalPresentationStyle.automatic
  /// Whether a page sheet may be dismissed by a swipe (stored).
  open var isModalInPresentation = false
  /// The controller this one presented, if any.
  public internal(set) var presentedViewController: UIViewController?
  /// The controller that presented this one, if any.
  public internal(set) weak var presentingViewController: UIViewController?
  /// What presenting this controller put in the window (dimming and container views).
  var presentation: Presentation?
  /// The parent controller, when this one is a child.
  public internal(set) weak var parent: UIViewController?
  /// The child controllers, in the order they were added.
  public internal(set) var children: [UIViewController] = []
  /// The size the controller prefers for its view when a container asks (zero by default).
  open var preferredContentSize: CGSize = .zero
  /// Whether the controller is between its appear and disappear calls.
  public internal(set) var isShown = false

  /// Insets added to the safe area of the controller's view, as UIKit's property of that name.
  open var additionalSafeAreaInsets: EdgeInsets = .zero {
    didSet {
      guard additionalSafeAreaInsets != oldValue else { return }
      viewIfLoaded?.setNeedsLayout()
    }
  }

  /// Creates a controller, as UIKit's designated `init(nibName:bundle:)`: Pinframe loads no
  /// nibs, so both arguments are ignored and ``loadView()`` makes the view on first use.
  ///
  /// As in UIKit, this and `init?(coder:)` are the designated initializers: a subclass's own
  /// initializer calls `super.init(nibName: nil, bundle: nil)`, and may be named `init()`
  /// without `override`.
  public init(nibName: String?, bundle: Bundle?) {}

  /// Creates a controller whose view is made on first use, as UIKit's `init()` (which calls
  /// `init(nibName: nil, bundle: nil)`).
  public convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// Present for UIKit source compatibility: Pinframe never decodes controllers from archives.
  public required init?(coder: NSCoder) {
    return nil
  }

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // UIKit's type, so code written for it (`view.addSubview`, `view = MyView()`) compiles.
  /// The controller's view, made by ``loadView()`` (then ``viewDidLoad()``) on first access.
  public var view: View! {
    get {
      if let loadedView { return loadedView }
      loadView()
      let made = loadedView ?? View()
      loadedView = made
      made.controllerHooks = self
      viewDidLoad()
      return made
    }
    set {
      loadedView?.controllerHooks = nil
      loadedView = newValue
      newValue?.controllerHooks = self
    }
  }

  /// Whether the view was made.
  public var isViewLoaded: Bool { loadedView != nil }

  /// The view if it was made, without making it.
  public var viewIfLoaded: View? { loadedView }

  /// Makes the view: by default a plain `UIView` with the screen's bounds
  /// (`UIScreen.main.bounds`), as UIKit makes it, so code laying out from `view.bounds` in
  /// ``viewDidLoad()`` sees the screen; override it to assign `view` yourself.
  open func loadView() {
    view = View(frame: UIScreen.main.bounds)
  }

  /// Called once, after the view was made.
  open func viewDidLoad() {}
  /// Called before the view is shown.
  open func viewWillAppear(_ animated: Bool) {}
  /// Called after the view was shown.
  open func viewDidAppear(_ animated: Bool) {}
  /// Called before the view stops being shown.
  open func viewWillDisappear(_ animated: Bool) {}
  /// Called after the view stopped being shown.
  open func viewDidDisappear(_ animated: Bool) {}
  /// Called before the controller is added to or removed from a parent (`nil`).
  open func willMove(toParent parent: UIViewController?) {}
  /// Called after the controller was added to or removed from a parent (`nil`).
  open func didMove(toParent parent: UIViewController?) {}
  /// Called before the view lays out its subviews.
  open func viewWillLayoutSubviews() {}
  /// Called after the view laid out its subviews.
  open func viewDidLayoutSubviews() {}
  /// Updates the constraints of the controller's view, in the update-constraints pass.
  ///
  /// It runs in place of the view's own `updateConstraints()`; the default calls the view's. Call `super` at the
  /// end of an override, as in UIKit.
  open func updateViewConstraints() {
    viewIfLoaded?.updateConstraints()
  }

  /// The orientations the controller supports, as UIKit's.
  ///
  /// Every one on an iPad, every one but portrait upside down elsewhere (the idiom of the
  /// view's traits, or of the runtime's before the view is made). Pinframe never rotates.
  open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    let traits = viewIfLoaded?.traitCollection ?? ViewRuntime.current.traitCollection
    return traits.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
  }

  /// Whether the scroll view of a controller in a navigation controller (its view, or its
  /// view's first subview) takes the bars' safe area at its top and bottom even when it does
  /// not scroll vertically, under the `.automatic` adjustment: `true`, as UIKit's deprecated
  /// property of that name.
  open var automaticallyAdjustsScrollViewInsets = true {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }

  /// Whether the controller's view may rotate: `true`, as in UIKit.
  open var shouldAutorotate: Bool { true }

  /// Called before the view's size changes to `size` in a transition run by `coordinator`.
  ///
  /// As in UIKit, the default passes the call on to the children. Pinframe does not rotate or
  /// resize windows by itself, so only code that changes a size calls it.
  open func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    for child in children { child.viewWillTransition(to: size, with: coordinator) }
  }

  /// Whether the view's own layout margins are at least ``systemMinimumLayoutMargins``, as
  /// UIKit's property of that name (true by default).
  open var viewRespectsSystemMinimumLayoutMargins = true {
    didSet {
      guard viewRespectsSystemMinimumLayoutMargins != oldValue, let view = viewIfLoaded else {
        return
      }
      view.setNeedsLayout()
      view.layoutMarginsDidChange()
    }
  }

  /// The view's traits (the view is made if it was not).
  public var traitCollection: UITraitCollection { view.traitCollection }

  /// The children shown with this controller, which get its appearance calls: all of them by
  /// default, the top one of a navigation stack, the selected one of a tab bar controller.
  var shownChildren: [UIViewController] { children }

  /// Called when a child's title changed, so a container can redraw its bars.
  func childTitleDidChange(_ child: UIViewController) {}

  /// The appearance the controller's view and its subtree use, as UIKit's property of that name.
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get { view.overrideUserInterfaceStyle }
    set { view.overrideUserInterfaceStyle = newValue }
  }
}

extension UIViewController: ViewControllerHooks {
  /// The controller's additional insets and its container's bars.
  package var safeAreaInsetsAddedByController: EdgeInsets {
    additionalSafeAreaInsets.adding(containerSafeAreaInsets)
  }
}
