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
    guard !name.isEmpty, let found = find(name, in: folders, traits: traits, scale: scale),
      let image = try ImageCache.shared.loadImage(at: found.url)
    else { return nil }
    let loaded = UIImage(
      values: Values(
        cgImage: image, scale: found.scale,
        renderingMode: found.isTemplate ? .alwaysTemplate : .automatic))
    return (loaded, ImageSource(file: found.url, catalog: found.catalog))
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
  ) -> (url: URL, scale: CGFloat, isTemplate: Bool, catalog: URL?)? {
    for folder in folders {
      for catalog in ImageFiles.catalogs(in: folder) {
        if let found = AssetCatalog(url: catalog).imageFile(
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
