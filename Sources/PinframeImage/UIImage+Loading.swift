import Foundation
import PinframeGraphics
import PinframeViews

extension UIImage {
  /// The image named `name` in `folders`, found as ``init(named:inFolders:compatibleWith:)``
  /// finds it; `nil` when there is none, and the reason thrown when the file found cannot be
  /// read or decoded (a layout spec reports it).
  @preconcurrency @MainActor
  package static func load(
    named name: String, inFolders folders: [URL], compatibleWith traitCollection: UITraitCollection?
  ) throws(ImageLoadError) -> UIImage? {
    try loadWithSource(named: name, inFolders: folders, compatibleWith: traitCollection)?.image
  }

  /// The image named `name` in `folders`, as ``load(named:inFolders:compatibleWith:)``, with
  /// where it was read from, so that a tool can refuse to overwrite it.
  @preconcurrency @MainActor
  package static func loadWithSource(
    named name: String, inFolders folders: [URL], compatibleWith traitCollection: UITraitCollection?
  ) throws(ImageLoadError) -> (image: UIImage, source: ImageSource)? {
    let traits = traitCollection ?? ViewRuntime.current.traitCollection
    let scale = traits.displayScale > 0 ? traits.displayScale : ViewRuntime.current.scale
    guard !name.isEmpty, let found = try find(name, in: folders, traits: traits, scale: scale),
      let image = try ImageCache.shared.loadImage(at: found.url)
    else { return nil }
    var values = Values(
      cgImage: image, scale: found.scale,
      renderingMode: found.isTemplate ? .alwaysTemplate : .automatic)
    if let catalog = found.catalog {
      values.imageAsset = try asset(
        named: name, in: catalog, shown: values, traits: traits, scale: scale)
    }
    return (UIImage(values: values), ImageSource(file: found.url, catalog: found.catalog))
  }

  /// The light and dark variants of catalog entry `name` when the set has both, the one found
  /// for `traits` being `shown`; `nil` for a set of one look.
  private static func asset(
    named name: String, in catalog: URL, shown: Values, traits: UITraitCollection, scale: CGFloat
  ) throws(ImageLoadError) -> UIImageAsset? {
    let isDark = traits.userInterfaceStyle == .dark
    let other = UITraitCollection(
      displayScale: traits.displayScale, userInterfaceStyle: isDark ? .light : .dark)
    guard
      let found = try AssetCatalog(url: catalog).imageFile(
        named: name, traits: other, displayScale: scale),
      let image = try ImageCache.shared.loadImage(at: found.url), image !== shown.cgImage
    else { return nil }
    var otherValues = shown
    otherValues.cgImage = image
    otherValues.scale = found.scale
    let asset = UIImageAsset()
    asset.register(
      UIImage(values: shown), with: UITraitCollection(userInterfaceStyle: isDark ? .dark : .light))
    asset.register(UIImage(values: otherValues), with: other)
    return asset
  }

  /// The PNG file at `path`, its scale read from an `@2x`/`@3x` suffix; `nil` when there is no
  /// file, and the reason thrown when it cannot be read or decoded.
  package static func load(contentsOfFile path: String) throws(ImageLoadError) -> UIImage? {
    let url = URL(fileURLWithPath: path)
    guard let image = try ImageCache.shared.loadImage(at: url) else { return nil }
    return UIImage(
      values: Values(cgImage: image, scale: ImageFiles.scale(ofFileNamed: url.lastPathComponent)))
  }

  /// Where image `name` is: the first folder with a catalog entry or a file for it.
  static func find(
    _ name: String, in folders: [URL], traits: UITraitCollection, scale: CGFloat
  ) throws(ImageLoadError) -> (url: URL, scale: CGFloat, isTemplate: Bool, catalog: URL?)? {
    for folder in folders {
      for catalog in ImageFiles.catalogs(in: folder) {
        if let found = try AssetCatalog(url: catalog).imageFile(
          named: name, traits: traits, displayScale: scale)
        {
          return (found.url, found.scale, found.isTemplate, catalog)
        }
      }
      if let (url, fileScale) = ImageFiles.file(named: name, in: folder, displayScale: scale) {
        return (url, fileScale, false, nil)
      }
    }
    return nil
  }
}
