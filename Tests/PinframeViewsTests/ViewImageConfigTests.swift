import Foundation
import PinframeGraphics
import PinframeViews
import Testing

@MainActor
@Suite("Device presets")
struct ViewImageConfigTests {
  @Test("iPhone presets carry swift-snapshot-testing's sizes, insets and traits")
  func phones() {
    let portrait = ViewImageConfig.iPhone13
    #expect(portrait.size == CGSize(width: 390, height: 844))
    #expect(portrait.safeArea == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(portrait.scale == 3)
    #expect(portrait.traits.horizontalSizeClass == .compact)
    #expect(portrait.traits.verticalSizeClass == .regular)
    #expect(portrait.traits.preferredContentSizeCategory == .medium)
    #expect(portrait.traits.userInterfaceIdiom == .phone)
    #expect(portrait.traits.displayScale == 0)
    let landscape = ViewImageConfig.iPhoneX(.landscape)
    #expect(landscape.size == CGSize(width: 812, height: 375))
    #expect(landscape.safeArea == EdgeInsets(top: 0, left: 44, bottom: 24, right: 44))
    #expect(landscape.traits.horizontalSizeClass == .compact)
    #expect(landscape.traits.verticalSizeClass == .compact)
    #expect(ViewImageConfig.iPhone8Plus(.landscape).traits.horizontalSizeClass == .regular)
    #expect(ViewImageConfig.iPhoneSe.safeArea == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    #expect(ViewImageConfig.iPhoneXr.scale == 2)
    #expect(ViewImageConfig.iPhone13Mini.safeArea.top == 50)
  }

  @Test("newer iPhones use their published screens")
  func newerPhones() {
    #expect(ViewImageConfig.iPhone15Pro.size == CGSize(width: 393, height: 852))
    #expect(ViewImageConfig.iPhone15Pro.safeArea.top == 59)
    #expect(ViewImageConfig.iPhone16Pro.size == CGSize(width: 402, height: 874))
    #expect(ViewImageConfig.iPhone16Pro.safeArea.top == 62)
    #expect(ViewImageConfig.iPhone16ProMax(.landscape).traits.horizontalSizeClass == .regular)
    #expect(
      ViewImageConfig.iPhone16(.landscape).safeArea
        == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
  }

  @Test("iPad presets are landscape by default and narrow with split views")
  func tablets() {
    #expect(ViewImageConfig.iPadPro11.size == CGSize(width: 1194, height: 834))
    #expect(
      ViewImageConfig.iPadPro11.safeArea == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    let third = ViewImageConfig.iPadMini(.landscape(splitView: .oneThird))
    #expect(third.size == CGSize(width: 320, height: 768))
    #expect(third.traits.horizontalSizeClass == .compact)
    #expect(
      ViewImageConfig.iPadMini(.landscape(splitView: .oneHalf)).traits.horizontalSizeClass
        == .compact)
    #expect(
      ViewImageConfig.iPadPro12_9(.landscape(splitView: .oneHalf)).traits.horizontalSizeClass
        == .regular)
    let portrait = ViewImageConfig.iPad10_2(.portrait(splitView: .twoThirds))
    #expect(portrait.size == CGSize(width: 480, height: 1080))
    #expect(portrait.traits.userInterfaceIdiom == .pad)
    #expect(ViewImageConfig.iPad9_7 == ViewImageConfig.iPadMini)
    #expect(ViewImageConfig.tv.safeArea == EdgeInsets(top: 60, left: 90, bottom: 60, right: 90))
  }

  @Test(
    "an iPad preset in an Orientation is full screen: swift-snapshot-testing's sizes and traits",
    arguments: [
      ("iPadMini", CGSize(width: 1024, height: 768), CGSize(width: 768, height: 1024)),
      ("iPad9_7", CGSize(width: 1024, height: 768), CGSize(width: 768, height: 1024)),
      ("iPad10_2", CGSize(width: 1080, height: 810), CGSize(width: 810, height: 1080)),
      ("iPadPro10_5", CGSize(width: 1112, height: 834), CGSize(width: 834, height: 1112)),
      ("iPadPro11", CGSize(width: 1194, height: 834), CGSize(width: 834, height: 1194)),
      ("iPadPro12_9", CGSize(width: 1366, height: 1024), CGSize(width: 1024, height: 1366)),
    ])
  func tabletOrientations(name: String, landscape: CGSize, portrait: CGSize) throws {
    let presets: [String: (ViewImageConfig.Orientation) -> ViewImageConfig] = [
      "iPadMini": { .iPadMini($0) }, "iPad9_7": { .iPad9_7($0) }, "iPad10_2": { .iPad10_2($0) },
      "iPadPro10_5": { .iPadPro10_5($0) }, "iPadPro11": { .iPadPro11($0) },
      "iPadPro12_9": { .iPadPro12_9($0) },
    ]
    let preset = try #require(presets[name])
    let safeArea =
      name == "iPadPro11"
      ? EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
      : EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    for (orientation, size) in [
      (ViewImageConfig.Orientation.landscape, landscape), (.portrait, portrait),
    ] {
      let config = preset(orientation)
      #expect(config.size == size)
      #expect(config.safeArea == safeArea)
      #expect(config.traits.horizontalSizeClass == .regular)
      #expect(config.traits.verticalSizeClass == .regular)
      #expect(config.traits.userInterfaceIdiom == .pad)
      #expect(config.renderingScale == 2)
      #expect(config == ViewImageConfig.named(name, landscape: orientation == .landscape))
    }
  }

  @Test("the Orientation forms are the full-screen split views, as in swift-snapshot-testing")
  func orientationIsFullScreen() {
    #expect(ViewImageConfig.iPadPro11(.portrait) == .iPadPro11(.portrait(splitView: .full)))
    #expect(ViewImageConfig.iPadMini(.landscape) == .iPadMini(.landscape(splitView: .full)))
    #expect(ViewImageConfig.iPadMini(.landscape) == .iPadMini)
    #expect(ViewImageConfig.iPadPro12_9(.portrait).size == CGSize(width: 1024, height: 1366))
  }

  @Test("a window of a device gives its views the device's safe area and traits")
  func window() {
    let view = View()
    let window = view.host(on: .iPhone13(.landscape))
    #expect(view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
    #expect(view.safeAreaInsets == EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    #expect(view.traitCollection.verticalSizeClass == .compact)
    #expect(view.traitCollection.preferredContentSizeCategory == .medium)
    #expect(view.traitCollection.displayScale == 3)
    #expect(view.window?.isKeyWindow == true)
    #expect(window.bounds.size == CGSize(width: 844, height: 390))
    #expect(UIWindow(config: .iPadPro11).traitCollection.userInterfaceIdiom == .pad)
  }

  @Test("a config without a size keeps the view's own size; the traits' scale wins")
  func ownSize() {
    let view = View(frame: CGRect(x: 5, y: 5, width: 200, height: 100))
    let config = ViewImageConfig(traits: UITraitCollection(displayScale: 2))
    let window = view.host(on: config)
    #expect(window.bounds.size == CGSize(width: 200, height: 100))
    #expect(view.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
    #expect(config.renderingScale == 2)
    #expect(view.traitCollection.displayScale == 2)
  }
}
