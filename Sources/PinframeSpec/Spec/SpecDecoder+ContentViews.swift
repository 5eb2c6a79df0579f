import Foundation
import PinframeGraphics

extension SpecDecoder {
  /// The keys of an image view.
  static let imageKeys = ["image", "contentMode", "tintColor"]
  /// The keys of a scroll view.
  static let scrollKeys = ["contentSize", "contentOffset", "contentInset"]

  /// The image view a view object of type `image` describes.
  func decodeImageView(_ reader: ObjectReader) throws(SpecError) -> ImageViewSpec {
    let field = try reader.required("image")
    let name = try context.string(field, expectation: "an image name or a file path")
    guard !name.isEmpty else {
      throw context.error(
        "an image name such as \"avatar\" or a path is expected, not \"\"", at: field)
    }
    if let problem = Self.pathProblem(name) {
      throw context.error(
        "image '\(name)': \(problem); image paths are relative to the spec's folder and stay"
          + " inside it (put the image next to the spec, or in a folder below it)", at: field)
    }
    let mode = try reader["contentMode"].map { field throws(SpecError) in
      try decodeChoice(
        field, String.self, names: ImageViewSpec.contentModes.map { ($0, $0) })
    }
    return ImageViewSpec(image: name, contentMode: mode, tintColor: try reader.color("tintColor"))
  }

  /// Why an image path cannot be used, if it cannot: absolute, leaving the spec's folder
  /// through `..`, or holding a NUL.
  static func pathProblem(_ path: String) -> String? {
    if path.hasPrefix("/") { return "an absolute path" }
    if path.unicodeScalars.contains("\0") { return "the path holds a NUL character" }
    var depth = 0
    for part in path.split(separator: "/") {
      switch part {
      case "..": depth -= 1
      case ".": continue
      default: depth += 1
      }
      if depth < 0 { return "the path leaves the spec's folder" }
    }
    return nil
  }

  /// The scroll view a view object of type `scroll` describes.
  func decodeScrollView(_ reader: ObjectReader) throws(SpecError) -> ScrollViewSpec {
    let lengths = NumberRule.length(context.limits.maximumPoints)
    let coordinates = NumberRule.coordinate(context.limits.maximumPoints)
    let size = try reader["contentSize"].map { field throws(SpecError) in
      let (width, height) = try pair(field, "a size [width, height]", lengths)
      return CGSize(width: width, height: height)
    }
    let offset = try reader["contentOffset"].map { field throws(SpecError) in
      let (x, y) = try pair(field, "an offset [x, y]", coordinates)
      return CGPoint(x: x, y: y)
    }
    return ScrollViewSpec(
      contentSize: size, contentOffset: offset,
      contentInset: try reader["contentInset"].map(decodeInsets))
  }

  /// Two numbers in an array.
  private func pair(_ field: JSONField, _ expectation: String, _ rule: NumberRule)
    throws(SpecError) -> (Double, Double)
  {
    let elements = try context.array(field, expectation: expectation)
    guard elements.count == 2 else {
      throw context.error("expected \(expectation), got \(elements.count) values", at: field)
    }
    return (try context.number(elements[0], rule), try context.number(elements[1], rule))
  }
}
