import Foundation
import PinframeGraphics

/// Reads `*.xcassets` folders: image sets (`<name>.imageset/Contents.json`) and colour sets
/// (`<name>.colorset/Contents.json`), as Xcode writes them.
///
/// A set is found anywhere inside a catalog (groups are folders), the first in path order. An
/// image set's entry is chosen for the display scale (as ``ImageFiles/scales(for:)`` orders
/// them) and the appearance (a `luminosity` `dark` entry in dark mode, the entry without
/// appearances otherwise), among the `universal` and `iphone` entries that name a file. A
/// `Contents.json` that cannot be read, or a file name that leaves its set's folder, gives a
/// warning and no image.
struct AssetCatalog {
  let url: URL

  /// One image entry of a set.
  private struct ImageEntry {
    let filename: String
    let scale: Int
    let isDark: Bool
  }

  /// The set folder `<name>.<kind>` inside the catalog, if any.
  func set(named name: String, kind: String) -> URL? {
    let wanted = "\(name).\(kind)"
    guard let enumerator = FileManager.default.enumerator(atPath: url.path) else { return nil }
    var found: [String] = []
    while let path = enumerator.nextObject() as? String {
      if (path as NSString).lastPathComponent == wanted { found.append(path) }
      if enumerator.level > 6 { enumerator.skipDescendants() }
    }
    return found.sorted().first.map { url.appendingPathComponent($0) }
  }

  /// The image file of set `name` for `traits`, its scale and whether the set asks to be drawn
  /// as a template.
  func imageFile(named name: String, traits: UITraitCollection, displayScale: CGFloat)
    -> (url: URL, scale: CGFloat, isTemplate: Bool)?
  {
    guard let folder = set(named: name, kind: "imageset"), let contents = Self.contents(of: folder)
    else { return nil }
    let entries = (contents["images"] as? [[String: Any]] ?? []).compactMap(Self.imageEntry)
    let dark = traits.userInterfaceStyle == .dark
    let candidates =
      entries.filter { $0.isDark == dark }.isEmpty ? entries : entries.filter { $0.isDark == dark }
    let isTemplate =
      (contents["properties"] as? [String: Any])?["template-rendering-intent"] as? String
      == "template"
    for scale in ImageFiles.scales(for: displayScale) {
      guard let entry = candidates.first(where: { $0.scale == scale }) else { continue }
      guard Self.staysInside(entry.filename) else {
        ImageWarning.report(
          "asset '\(name)' in \(url.lastPathComponent): file name '\(entry.filename)' leaves its folder; ignored"
        )
        return nil
      }
      return (folder.appendingPathComponent(entry.filename), CGFloat(scale), isTemplate)
    }
    return nil
  }

  /// The colour of set `name` for `traits`.
  func color(named name: String, traits: UITraitCollection) -> UIColor? {
    guard let folder = set(named: name, kind: "colorset"), let contents = Self.contents(of: folder)
    else { return nil }
    let entries = contents["colors"] as? [[String: Any]] ?? []
    func entry(dark: Bool) -> UIColor? {
      entries.first { Self.isDark($0) == dark }.flatMap {
        ($0["color"] as? [String: Any]).flatMap(Self.color)
      }
    }
    guard
      let light = entry(dark: false)
        ?? entries.first.flatMap({ ($0["color"] as? [String: Any]).flatMap(Self.color) })
    else {
      ImageWarning.report("colour '\(name)' in \(url.lastPathComponent): no colour it can read")
      return nil
    }
    guard let dark = entry(dark: true) else { return light }
    return UIColor { $0.userInterfaceStyle == .dark ? dark : light }
  }

  /// The `Contents.json` of a set, or `nil` with a warning.
  private static func contents(of folder: URL) -> [String: Any]? {
    let file = folder.appendingPathComponent("Contents.json")
    guard let data = try? Data(contentsOf: file),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else {
      ImageWarning.report("'\(file.path)': not a Contents.json Pinframe can read")
      return nil
    }
    return object
  }

  private static func imageEntry(_ json: [String: Any]) -> ImageEntry? {
    guard let filename = json["filename"] as? String else { return nil }
    let idiom = json["idiom"] as? String ?? "universal"
    guard idiom == "universal" || idiom == "iphone" else { return nil }
    let scaleText = (json["scale"] as? String ?? "1x").dropLast()
    return ImageEntry(filename: filename, scale: Int(scaleText) ?? 1, isDark: isDark(json))
  }

  /// Whether an entry is for dark mode (`appearances` holds luminosity dark).
  private static func isDark(_ json: [String: Any]) -> Bool {
    let appearances = json["appearances"] as? [[String: Any]] ?? []
    return appearances.contains {
      $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark"
    }
  }

  /// Whether a file name stays in its folder: no separators, not `..`.
  private static func staysInside(_ filename: String) -> Bool {
    !filename.contains("/") && !filename.contains("\\") && filename != ".." && filename != "."
      && !filename.isEmpty
  }

  /// A colour object: sRGB or Display P3 components as 0–1 numbers, 8-bit hex (`"0xF7"`) or
  /// 0–255 integers, or gray `white`; a `reference` to a system colour.
  private static func color(_ json: [String: Any]) -> UIColor? {
    if let reference = json["reference"] as? String {
      return UIColor.named[reference.replacingOccurrences(of: "Color", with: "")]
    }
    guard let components = json["components"] as? [String: Any] else { return nil }
    func value(_ key: String) -> CGFloat? {
      guard let text = components[key].map({ "\($0)" }) else { return nil }
      if text.lowercased().hasPrefix("0x"), let byte = Int(text.dropFirst(2), radix: 16) {
        return CGFloat(byte) / 255
      }
      guard let number = Double(text), number.isFinite else { return nil }
      return CGFloat(!text.contains(".") && number > 1 ? number / 255 : number)
    }
    let alpha = value("alpha") ?? 1
    if let white = value("white") { return UIColor(white: white, alpha: alpha) }
    guard let red = value("red"), let green = value("green"), let blue = value("blue") else {
      return nil
    }
    if (json["color-space"] as? String) == "display-p3" {
      return UIColor(displayP3Red: red, green: green, blue: blue, alpha: alpha)
    }
    return UIColor(red: red, green: green, blue: blue, alpha: alpha)
  }
}
