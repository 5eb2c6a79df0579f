import Foundation
import Pinframe
import Testing

/// A controller written as iOS code writes it: its own `init()` (no `override`, as UIKit's
/// `init()` is a convenience initializer) calling the designated `init(nibName:bundle:)`.
@MainActor
private final class PlainController: UIViewController {
  let name: String

  init() {
    name = "plain"
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    name = "decoded"
    super.init(coder: coder)
  }
}

/// Records the sizes `viewWillTransition(to:with:)` was called with.
@MainActor
private final class TransitionLog: UIViewController {
  var sizes: [CGSize] = []

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    sizes.append(size)
    super.viewWillTransition(to: size, with: coordinator)
  }
}

/// A coordinator that runs nothing along.
@MainActor
private final class StillCoordinator: UIViewControllerTransitionCoordinator {
  let isAnimated = false
  let isCancelled = false
  let transitionDuration: TimeInterval = 0

  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    completion?(self)
    return false
  }
}

@MainActor
@Suite("UIViewController: initializers, orientations, size transitions")
struct UIViewControllerSurfaceTests {
  @Test("init(nibName:bundle:) is designated; init() calls it; init?(coder:) gives nil")
  func initializers() {
    let plain = PlainController()
    #expect(plain.name == "plain")
    #expect(plain.view != nil)
    #expect(UIViewController().isViewLoaded == false)
    #expect(UITabBarController().viewControllers == nil)
    #expect(UINavigationController().viewControllers.isEmpty)
    #expect(UINavigationController(nibName: nil, bundle: nil).topViewController == nil)
  }

  @Test("UIInterfaceOrientationMask and UIInterfaceOrientation have UIKit's raw values")
  func orientationRawValues() {
    let masks: [UIInterfaceOrientationMask] = [
      .portrait, .portraitUpsideDown, .landscapeRight, .landscapeLeft, .landscape, .all,
      .allButUpsideDown,
    ]
    #expect(masks.map(\.rawValue) == [2, 4, 8, 16, 24, 30, 26])
    #expect(UIInterfaceOrientation.allCases.map(\.rawValue) == [0, 1, 2, 3, 4])
    #expect(UIInterfaceOrientation.landscapeLeft.isLandscape)
    #expect(UIInterfaceOrientation.portraitUpsideDown.isPortrait)
    #expect(
      !UIInterfaceOrientation.unknown.isPortrait && !UIInterfaceOrientation.unknown.isLandscape)
  }

  @Test("every orientation but upside down on a phone, all on an iPad; shouldAutorotate")
  func supportedOrientations() {
    let phone = UIViewController()
    let phoneWindow = phone.host(on: .iPhone13)
    #expect(phone.supportedInterfaceOrientations == .allButUpsideDown)
    let pad = UIViewController()
    let padWindow = pad.host(on: .iPadPro11)
    #expect(pad.supportedInterfaceOrientations == .all)
    #expect(UIViewController().supportedInterfaceOrientations == .allButUpsideDown)
    #expect(phone.shouldAutorotate)
    withExtendedLifetime((phoneWindow, padWindow)) {}
  }

  @Test("viewWillTransition(to:with:) passes the call on to the children")
  func transitionReachesChildren() {
    let (first, second) = (TransitionLog(), TransitionLog())
    let tabs = UITabBarController()
    tabs.setViewControllers([first, second], animated: false)
    let coordinator = StillCoordinator()
    tabs.viewWillTransition(to: CGSize(width: 844, height: 390), with: coordinator)
    #expect(first.sizes == [CGSize(width: 844, height: 390)])
    #expect(second.sizes == [CGSize(width: 844, height: 390)])
    var completed = false
    #expect(!coordinator.animate(alongsideTransition: nil) { _ in completed = true })
    #expect(completed)
  }
}
