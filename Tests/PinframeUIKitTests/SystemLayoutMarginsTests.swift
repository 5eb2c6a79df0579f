import Foundation
import Pinframe
import Testing

/// The margins-related values of a controller's root view, read after hosting.
@MainActor
private struct RootMargins: Equatable {
  var layoutMargins: EdgeInsets
  var marginsFrame: CGRect
  var readableFrame: CGRect

  init(layoutMargins: EdgeInsets, marginsFrame: CGRect, readableFrame: CGRect) {
    self.layoutMargins = layoutMargins
    self.marginsFrame = marginsFrame
    self.readableFrame = readableFrame
  }

  init(_ view: View) {
    layoutMargins = view.layoutMargins
    marginsFrame = view.layoutMarginsGuide.layoutFrame
    readableFrame = view.readableContentGuide.layoutFrame
  }
}

/// A plain controller hosted on `config`, its view loaded and laid out.
@MainActor
private final class Hosted {
  let controller = UIViewController()
  let window: UIWindow

  init(on config: ViewImageConfig) {
    window = controller.host(on: config)
  }

  var view: View { controller.view }
}

@MainActor
@Suite("A view controller's root view margins: the system minimum, from the safe area")
struct SystemLayoutMarginsTests {
  @Test("iPhone 13 in a navigation and tab bar controller: safe area + (0, 16, 0, 16)")
  func iPhone13InContainers() {
    let screen = UIViewController()
    let tabs = UITabBarController()
    tabs.viewControllers = [UINavigationController(rootViewController: screen)]
    let window = tabs.host(on: .iPhone13)
    let view: View = screen.view
    #expect(view.safeAreaInsets == EdgeInsets(top: 91, left: 0, bottom: 83, right: 0))
    #expect(
      screen.systemMinimumLayoutMargins
        == DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
    #expect(
      RootMargins(view)
        == RootMargins(
          layoutMargins: EdgeInsets(top: 91, left: 16, bottom: 83, right: 16),
          marginsFrame: CGRect(x: 16, y: 91, width: 358, height: 670),
          readableFrame: CGRect(x: 16, y: 91, width: 358, height: 670)))
    #expect(view.pin.layoutMargins == EdgeInsets(top: 91, left: 16, bottom: 83, right: 16))
    #expect(view.pin.readableMargins == EdgeInsets(top: 91, left: 16, bottom: 83, right: 16))
    #expect(window.rootViewController === tabs)
  }

  @Test("iPhone 14 Plus and 14 Pro Max (428 and 430 wide): 20 at the sides")
  func plusAndMaxPhones() {
    let plus = Hosted(on: .iPhone14Plus)
    #expect(
      plus.controller.systemMinimumLayoutMargins
        == DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
    #expect(plus.view.layoutMargins == EdgeInsets(top: 47, left: 20, bottom: 34, right: 20))
    let proMax = Hosted(on: .iPhone14ProMax)
    #expect(proMax.view.layoutMargins == EdgeInsets(top: 59, left: 20, bottom: 34, right: 20))
    #expect(
      proMax.view.layoutMarginsGuide.layoutFrame == CGRect(x: 20, y: 59, width: 390, height: 839))
  }

  @Test("iPad: 20 at the sides, the readable content 672 wide and centred")
  func iPad() {
    let portrait = Hosted(on: .iPadMini(.portrait(splitView: .full)))
    #expect(
      RootMargins(portrait.view)
        == RootMargins(
          layoutMargins: EdgeInsets(top: 20, left: 20, bottom: 0, right: 20),
          marginsFrame: CGRect(x: 20, y: 20, width: 728, height: 1004),
          readableFrame: CGRect(x: 48, y: 20, width: 672, height: 1004)))
    #expect(
      portrait.view.pin.readableMargins == EdgeInsets(top: 20, left: 48, bottom: 0, right: 48))
    let landscape = Hosted(on: .iPadPro11)
    #expect(
      RootMargins(landscape.view)
        == RootMargins(
          layoutMargins: EdgeInsets(top: 24, left: 20, bottom: 20, right: 20),
          marginsFrame: CGRect(x: 20, y: 24, width: 1154, height: 790),
          readableFrame: CGRect(x: 261, y: 24, width: 672, height: 790)))
    let oneThird = Hosted(on: .iPadMini(.landscape(splitView: .oneThird)))
    #expect(oneThird.view.layoutMargins == EdgeInsets(top: 20, left: 16, bottom: 0, right: 16))
  }

  @Test("landscape iPhone 13: the side safe areas plus 20 (the view is 844 wide)")
  func landscapePhone() {
    let hosted = Hosted(on: .iPhone13(.landscape))
    #expect(hosted.view.safeAreaInsets == EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    #expect(
      RootMargins(hosted.view)
        == RootMargins(
          layoutMargins: EdgeInsets(top: 0, left: 67, bottom: 21, right: 67),
          marginsFrame: CGRect(x: 67, y: 0, width: 710, height: 369),
          readableFrame: CGRect(x: 86, y: 0, width: 672, height: 369)))
  }

  @Test("a subview of a root view: 8 inside the safe area, 8 + the overlap across it")
  func subviews() {
    let hosted = Hosted(on: .iPhone13)
    let inside = View(frame: CGRect(x: 40, y: 100, width: 300, height: 500))
    let overlapping = View(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
    hosted.view.addSubview(inside)
    hosted.view.addSubview(overlapping)
    #expect(inside.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    #expect(overlapping.layoutMargins == EdgeInsets(top: 55, left: 8, bottom: 8, right: 8))
    overlapping.preservesSuperviewLayoutMargins = true
    #expect(overlapping.layoutMargins == EdgeInsets(top: 55, left: 16, bottom: 8, right: 16))
  }

  @Test("custom margins: smaller ones are raised to the minimum unless the controller says not")
  func customMargins() {
    let hosted = Hosted(on: .iPhone13)
    let controller = hosted.controller
    let view = hosted.view
    view.layoutMargins = EdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
    #expect(view.layoutMargins == EdgeInsets(top: 51, left: 16, bottom: 38, right: 16))
    controller.viewRespectsSystemMinimumLayoutMargins = false
    #expect(view.layoutMargins == EdgeInsets(top: 51, left: 4, bottom: 38, right: 4))
    controller.viewRespectsSystemMinimumLayoutMargins = true
    view.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 0, leading: 30, bottom: 10, trailing: 24)
    #expect(view.layoutMargins == EdgeInsets(top: 47, left: 30, bottom: 44, right: 24))
  }

  @Test("viewRespectsSystemMinimumLayoutMargins = false keeps the default: the system minimum")
  func notRespectingKeepsDefault() {
    let hosted = Hosted(on: .iPhone13)
    let controller = hosted.controller
    #expect(controller.viewRespectsSystemMinimumLayoutMargins)
    controller.viewRespectsSystemMinimumLayoutMargins = false
    #expect(
      controller.view.layoutMargins == EdgeInsets(top: 47, left: 16, bottom: 34, right: 16))
  }

  @Test("insetsLayoutMarginsFromSafeArea = false on a root view: the minimum from the bounds")
  func rootNotFromSafeArea() {
    let hosted = Hosted(on: .iPhone13)
    let controller = hosted.controller
    controller.view.insetsLayoutMarginsFromSafeArea = false
    #expect(controller.view.layoutMargins == EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
    #expect(
      controller.view.layoutMarginsGuide.layoutFrame
        == CGRect(x: 16, y: 0, width: 358, height: 844))
  }

  @Test("before the view is loaded the minimum is 16 at the sides")
  func unloaded() {
    let controller = UIViewController()
    #expect(
      controller.systemMinimumLayoutMargins
        == DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
    #expect(controller.viewIfLoaded == nil)
  }
}
