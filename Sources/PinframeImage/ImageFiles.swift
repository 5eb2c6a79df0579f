import Foundation

/// Where `UIImage(named:)` looks, and how it picks a file for a display scale.
///
/// The order: each folder of ``UIImage/searchPaths``, then of the `PINFRAME_IMAGE_PATH`
/// environment variable (folders separated by `:`), then the bundle's resources (the main
/// bundle's unless a bundle is given, such as a test target's `Bundle.module`). In each folder:
/// first every asset catalog (`*.xcassets`, in name order) holding `<name>.imageset`, then the
/// files `<name>@2x.png`, `<name>@3x.png`, `<name>.png` (or `<name>` itself when it has an
/// extension) in the order of the scale, as iOS picks it: the display scale's own file, then the
/// larger scales' upwards (shrunk), then the smaller ones' downwards.
package enum ImageFiles {
  /// The folders to search, in order, with `PINFRAME_IMAGE_PATH` read from `environment` (the
  /// process's, read at each call, by default).
  package static func folders(
    bundle: Bundle?, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> [URL] {
    var folders = UIImage.searchPaths
    if let variable = environment["PINFRAME_IMAGE_PATH"] {
      folders += variable.split(separator: ":").map { URL(fileURLWithPath: String($0)) }
    }
    if let resources = (bundle ?? .main).resourceURL { folders.append(resources) }
    return folders
  }

  /// The scales to try for `displayScale`, best first.
  static func scales(for displayScale: CGFloat) -> [Int] {
    let preferred = min(max(Int(displayScale.rounded()), 1), 3)
    return [preferred] + Array((preferred + 1)..<4) + (1..<preferred).reversed()
  }

  /// The scale a file name's `@2x`/`@3x` suffix gives (1 without one).
  static func scale(ofFileNamed name: String) -> CGFloat {
    let stem = (name as NSString).deletingPathExtension
    if stem.hasSuffix("@3x") { return 3 }
    if stem.hasSuffix("@2x") { return 2 }
    return 1
  }

  /// The image file for `name` in `folder` at the best scale, and that scale.
  static func file(named name: String, in folder: URL, displayScale: CGFloat) -> (URL, CGFloat)? {
    let fileManager = FileManager.default
    if !(name as NSString).pathExtension.isEmpty {
      let url = folder.appendingPathComponent(name)
      return fileManager.fileExists(atPath: url.path) ? (url, scale(ofFileNamed: name)) : nil
    }
    for scale in scales(for: displayScale) {
      let suffix = scale == 1 ? "" : "@\(scale)x"
      let url = folder.appendingPathComponent("\(name)\(suffix).png")
      if fileManager.fileExists(atPath: url.path) { return (url, CGFloat(scale)) }
    }
    return nil
  }

  /// The asset catalogs in `folder`, in name order.
  static func catalogs(in folder: URL) -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".xcassets") }.sorted().map {
      folder.appendingPathComponent($0)
    }
  }
}
