import Foundation
import PinframeGraphics
import PinframeViews
import Synchronization

extension UIImage {
  /// Folders `UIImage(named:)` searches first, in order (see `ImageFiles` for the whole
  /// order); tests add their fixture folders here.
  public static var searchPaths: [URL] {
    get { searchPathCell.withLock { $0 } }
    set { searchPathCell.withLock { $0 = newValue } }
  }

  private static let searchPathCell = Mutex<[URL]>([])

  /// The image named `name` for the current traits (display scale and appearance), as iOS
  /// finds it: asset catalogs first, then the PNG file of the display scale, then of the larger
  /// scales, then of the smaller ones; `nil` when there is none, as on iOS.
  @preconcurrency @MainActor
  public convenience init?(named name: String) {
    self.init(named: name, in: nil, compatibleWith: nil)
  }

  /// The image named `name` in `bundle`'s resources (after ``searchPaths`` and
  /// `PINFRAME_IMAGE_PATH`), for `traitCollection` (the runtime's traits when `nil`).
  @preconcurrency @MainActor
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
  ) {
    self.init(
      named: name, inFolders: ImageFiles.folders(bundle: bundle), compatibleWith: traitCollection)
  }

  /// The image named `name` found in `folders` only (asset catalogs first, then files, as
  /// ``init(named:)`` looks in each), for `traitCollection` (the runtime's traits when `nil`):
  /// how a layout spec finds images next to itself.
  @preconcurrency @MainActor
  public convenience init?(
    named name: String, inFolders folders: [URL],
    compatibleWith traitCollection: UITraitCollection?
  ) {
    let loaded: UIImage?
    do {
      loaded = try Self.load(named: name, inFolders: folders, compatibleWith: traitCollection)
    } catch {
      ImageWarning.report(error.description)
      return nil
    }
    guard let loaded else { return nil }
    self.init(values: loaded.values)
  }
}

extension UIColor {
  /// The colour set `name` of the asset catalogs `UIImage(named:)` searches, with its dark
  /// appearance when it has one; `nil` when there is none.
  public convenience init?(named name: String) {
    self.init(named: name, in: nil, compatibleWith: nil)
  }

  /// The colour set `name`, searched in `bundle`'s resources too; `traitCollection` is
  /// accepted for source compatibility (the colour resolves with the traits it is drawn with).
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
  ) {
    for folder in ImageFiles.folders(bundle: bundle) {
      for catalog in ImageFiles.catalogs(in: folder) {
        if let color = AssetCatalog(url: catalog).color(named: name, traits: .current) {
          self.init(dynamicProvider: { color.resolvedColor(with: $0) })
          return
        }
      }
    }
    return nil
  }
}
