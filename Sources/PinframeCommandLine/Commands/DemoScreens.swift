import Foundation
import Pinframe
import PinframeExamples
import PinframeFiles

/// The UIKit screens `pinframe demo` draws: Swift code written as for iOS (labels, controls,
/// images, tables, collections, navigation and tab bars) rendered without a simulator.
@MainActor
enum DemoScreens {
  /// One screen: the file it is written to, what it shows, and how it is drawn.
  struct Screen {
    /// The file name in the demo folder.
    var file: String
    /// What the file shows.
    var caption: String
    /// Lays the screen out and draws it.
    var render: @MainActor () throws -> Bitmap
  }

  /// The width of every screen in points: the iPhone 13's, and the galleries'.
  static let pointWidth = 390

  /// The screens in the order the demo writes them.
  static let all: [Screen] = [
    Screen(
      file: "screen-settings.png",
      caption:
        "A tab bar controller holding a navigation controller with a large title, on an iPhone 13 (PinframeExamples' SettingsScreens): the bars take their place in the safe area and the list starts below them.",
      render: { try onDevice { SettingsScreens.tabs().host(on: .iPhone13) } }),
    Screen(
      file: "screen-table.png",
      caption:
        "A UITableView whose rows are sized by their cells' sizeThatFits under a fixed-height header, as in PinLayout's example app (MethodListView), on an iPhone 13.",
      render: { try onDevice { MethodListView().host(on: .iPhone13) } }),
    Screen(
      file: "screen-settings-table.png",
      caption:
        "An inset-grouped UITableView: titled sections, value1 cells, a switch, accessories and a selected row (SettingsListView), on an iPhone 13.",
      render: { try onDevice { SettingsListView().host(on: .iPhone13) } }),
    Screen(
      file: "screen-collection.png",
      caption:
        "A UICollectionView with a flow layout of house cards, each an image, a title bar and a footer laid out with PinLayout (HouseListView), on an iPhone 13.",
      render: { try onDevice { HouseListView().host(on: .iPhone13) } }),
    Screen(
      file: "text-gallery.png",
      caption:
        "UILabel and attributed strings: wrapping, alignment, truncation, fonts and attributed runs, each line drawn as bars the width of its words (TextGalleryView, scale 2).",
      render: { try gallery { TextGalleryView() } }),
    Screen(
      file: "controls-gallery.png",
      caption:
        "The controls at UIKit's default sizes: buttons and their configurations, segmented control, switch, slider, stepper, progress view, page control, text field and text view (ControlsGalleryView, scale 2).",
      render: { try gallery { ControlsGalleryView() } }),
  ]

  /// Draws every screen into `directory` and returns the files written, in order.
  static func write(to directory: URL) throws -> [URL] {
    try all.map { screen in
      let url = directory.appendingPathComponent(screen.file)
      try AtomicFileWriter.write([UInt8](try screen.render().pngData()), to: url, durably: false)
      return url
    }
  }

  /// Draws the window `host` makes, in a runtime at the iPhone 13's scale.
  private static func onDevice(_ host: @MainActor () -> UIWindow) throws -> Bitmap {
    try ViewRuntime.isolated(ViewRuntime(scale: ViewImageConfig.iPhone13.renderingScale)) {
      try host().renderImage()
    }
  }

  /// Draws the gallery `make` creates, 390 points wide, as tall as it asks, at scale 2.
  private static func gallery(_ make: @MainActor () -> UIView) throws -> Bitmap {
    try ViewRuntime.isolated(ViewRuntime(scale: 2)) {
      let view = make()
      view.frame.size = view.sizeThatFits(CGSize(width: CGFloat(pointWidth), height: 0))
      return try view.renderImage()
    }
  }
}
