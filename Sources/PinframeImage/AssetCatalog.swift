import Foundation
import PinframeFiles
import PinframeGraphics

/// Reads `*.xcassets` folders: image sets (`<name>.imageset/Contents.json`) and colour sets
/// (`<name>.colorset/Contents.json`), as Xcode writes them.
///
/// Sets are found through the catalog's ``AssetCatalogIndex`` (groups are folders; a namespaced
/// group's sets are named `Group/name`). An image set's entry is chosen for the display scale
/// (as ``ImageFiles/scales(for:)`` orders them) and the appearance (a `luminosity` `dark` entry
/// in dark mode, the entry without appearances otherwise), among the `universal` and `iphone`
/// entries that name a file. A set that exists but cannot be used (its `Contents.json`
/// unreadable, over ``maximumContentsBytes`` or malformed, its entry's scale not `1x`, `2x` or
/// `3x`, its file missing or named outside the set's folder) is an error saying so.
struct AssetCatalog {
  let url: URL

  /// The kinds of set Pinframe reads.
  static let setKinds: Set<String> = ["imageset", "colorset"]
  /// The largest `Contents.json` read: Xcode's are a few hundred bytes.
  static let maximumContentsBytes = 1 << 20

  /// An image set's file for some traits.
  struct ImageFile {
    var url: URL
    var scale: CGFloat
    var isTemplate: Bool
  }

  /// One image entry of a set.
  private struct ImageEntry {
    let filename: String
    let scale: Int
    let isDark: Bool
  }

  /// The set folder `<name>.<kind>` inside the catalog, if any.
  func set(named name: String, kind: String) -> URL? {
    AssetCatalogIndex.set(named: name, kind: kind, in: url)
  }

  /// The image file of set `name` for `traits`, its scale and whether the set asks to be drawn
  /// as a template; `nil` when the catalog has no such set or no entry for these traits.
  ///
  /// - Throws: ``ImageLoadError`` naming the set's `Contents.json` when the set cannot be used.
  func imageFile(named name: String, traits: UITraitCollection, displayScale: CGFloat)
    throws(ImageLoadError) -> ImageFile?
  {
    guard let folder = set(named: name, kind: "imageset") else { return nil }
    let contentsURL = folder.appendingPathComponent("Contents.json")
    let fail = { (reason: String) in ImageLoadError(path: contentsURL.path, reason: reason) }
    let contents = try Self.contents(of: folder)
    guard let images = contents["images"] as? [Any] else {
      throw fail("'images' is not a list of entries")
    }
    var entries: [ImageEntry] = []
    for case let json as [String: Any] in images {
      if let entry = try Self.imageEntry(json, fail: fail) { entries.append(entry) }
    }
    let dark = traits.userInterfaceStyle == .dark
    let matching = entries.filter { $0.isDark == dark }
    let candidates = matching.isEmpty ? entries : matching
    let isTemplate =
      (contents["properties"] as? [String: Any])?["template-rendering-intent"] as? String
      == "template"
    for scale in ImageFiles.scales(for: displayScale) {
      guard let entry = candidates.first(where: { $0.scale == scale }) else { continue }
      let file = folder.appendingPathComponent(entry.filename)
      guard FileManager.default.fileExists(atPath: file.path) else {
        throw fail(
          "its \(scale)x entry names '\(entry.filename)', which is not in the set's folder")
      }
      return ImageFile(url: file, scale: CGFloat(scale), isTemplate: isTemplate)
    }
    return nil
  }

  /// The `Contents.json` of a set, read with the size cap.
  ///
  /// - Throws: ``ImageLoadError`` saying why it cannot be used.
  static func contents(of folder: URL) throws(ImageLoadError) -> [String: Any] {
    let file = folder.appendingPathComponent("Contents.json")
    let bytes: [UInt8]
    do {
      bytes = try InputFile.read(file, limit: maximumContentsBytes)
    } catch {
      throw ImageLoadError(path: file.path, reason: "\(error.explanation)")
    }
    guard let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
    else {
      throw ImageLoadError(
        path: file.path, reason: "not a Contents.json Pinframe can read (not a JSON object)")
    }
    return object
  }

  /// Whether the group `folder` gives its sets a namespace (`"provides-namespace": true`).
  static func providesNamespace(_ folder: URL) -> Bool {
    guard let contents = try? contents(of: folder) else { return false }
    return (contents["properties"] as? [String: Any])?["provides-namespace"] as? Bool == true
  }

  /// The entry `json`, `nil` for one of another idiom or without a file (Xcode's empty slots).
  private static func imageEntry(_ json: [String: Any], fail: (String) -> ImageLoadError)
    throws(ImageLoadError) -> ImageEntry?
  {
    guard let filename = json["filename"] as? String else { return nil }
    let idiom = json["idiom"] as? String ?? "universal"
    guard idiom == "universal" || idiom == "iphone" else { return nil }
    let scaleText = json["scale"] as? String ?? "1x"
    guard let scale = ["1x": 1, "2x": 2, "3x": 3][scaleText] else {
      throw fail(
        "the entry for '\(filename)' has the scale '\(scaleText)'; scales are 1x, 2x and 3x")
    }
    guard staysInside(filename) else {
      throw fail("the file name '\(filename)' is not a file of the set's folder")
    }
    return ImageEntry(filename: filename, scale: scale, isDark: isDark(json))
  }

  /// Whether an entry is for dark mode (`appearances` holds luminosity dark).
  static func isDark(_ json: [String: Any]) -> Bool {
    let appearances = json["appearances"] as? [[String: Any]] ?? []
    return appearances.contains {
      $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark"
    }
  }

  /// Whether a file name stays in its folder: no separators, not `.` or `..`, no NUL.
  private static func staysInside(_ filename: String) -> Bool {
    !filename.contains("/") && !filename.contains("\\") && filename != ".." && filename != "."
      && !filename.isEmpty && !filename.unicodeScalars.contains("\0")
  }
}
