import Foundation
import PinframeGraphics

extension AssetCatalog {
  /// The colour of set `name` for `traits`; `nil` with a warning when the set cannot be read.
  func color(named name: String, traits: UITraitCollection) -> UIColor? {
    guard let folder = set(named: name, kind: "colorset") else { return nil }
    let contents: [String: Any]
    do {
      contents = try Self.contents(of: folder)
    } catch {
      ImageWarning.report("colour '\(name)': \(error.path): \(error.reason)")
      return nil
    }
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
