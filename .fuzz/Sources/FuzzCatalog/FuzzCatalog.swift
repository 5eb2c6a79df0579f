import CFuzzDriver
import Foundation
import Pinframe

/// The folder each input's catalog is written to (emptied before every input).
private let folder = FileManager.default.temporaryDirectory
  .appendingPathComponent("pinframe-fuzz-catalog-\(getpid())")

/// Feeds one input, as an asset catalog, to `UIImage(named:)` and `UIColor(named:)`.
///
/// The input is a list of files, each a relative path, a NUL, a two-byte length and the bytes
/// (`a.imageset/Contents.json\0\0\x0E{"images": []}a.imageset/a.png\0…`); paths are kept
/// inside the catalog (components of letters, digits, `.`, `-`, `_`, `@`, no `..`,
/// at most 8 deep, at most 32 files). Every set it names is looked up at scales 1–3, light and
/// dark. Nil images with warnings are expected outcomes; a crash, a sanitizer report, a hang or
/// an image of no size is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalog(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  guard let start else { return 0 }
  let bytes = [UInt8](UnsafeBufferPointer(start: start, count: count))
  MainActor.assumeIsolated { lookUp(bytes) }
  return 0
}

@MainActor
private func lookUp(_ bytes: [UInt8]) {
  try? FileManager.default.removeItem(at: folder)
  let catalog = folder.appendingPathComponent("Assets.xcassets")
  var names: Set<String> = []
  for (path, contents) in files(in: bytes) {
    let url = catalog.appendingPathComponent(path)
    try? FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? Data(contents).write(to: url)
    names.formUnion(setNames(in: path))
  }
  UIImage.searchPaths = [folder]
  for name in names.sorted() {
    for scale in [1.0, 2, 3] {
      for style in [UIUserInterfaceStyle.light, .dark] {
        let traits = UITraitCollection(displayScale: scale, userInterfaceStyle: style)
        if let image = UIImage(named: name, in: nil, compatibleWith: traits) {
          precondition(image.size.width > 0 && image.size.height > 0, "an image of no size")
          _ = image.imageAsset?.image(with: traits)
        }
      }
    }
    _ = UIColor(named: name)?.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
  }
}

/// The files of an input: (path, bytes) pairs, paths kept inside the catalog. Each file is
/// its path, a NUL, its length in two bytes (big-endian) and its bytes.
private func files(in bytes: [UInt8]) -> [(String, [UInt8])] {
  var files: [(String, [UInt8])] = []
  var index = 0
  while index < bytes.count, files.count < 32,
    let end = bytes[index...].firstIndex(of: 0), end + 2 < bytes.count
  {
    let length = Int(bytes[end + 1]) << 8 | Int(bytes[end + 2])
    let start = end + 3
    let stop = min(bytes.count, start + length)
    if let path = safePath(bytes[index..<end]) { files.append((path, Array(bytes[start..<stop]))) }
    index = stop
  }
  return files
}

/// `raw` as a relative path inside the catalog, or nil.
private func safePath(_ raw: ArraySlice<UInt8>) -> String? {
  guard let text = String(validating: raw, as: UTF8.self) else { return nil }
  let components = text.split(separator: "/")
  let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: ".-_@ "))
  guard !components.isEmpty, components.count <= 8,
    components.allSatisfy({ $0 != ".." && $0 != "." && $0.count <= 64 }),
    text.unicodeScalars.allSatisfy({ allowed.contains($0) || $0 == "/" })
  else { return nil }
  return components.joined(separator: "/")
}

/// The names a path's sets may be looked up by: each set's bare name, and with the groups
/// above it (for namespaced groups).
private func setNames(in path: String) -> [String] {
  let components = path.split(separator: "/").map(String.init)
  var names: [String] = []
  for (index, component) in components.enumerated()
  where component.hasSuffix(".imageset") || component.hasSuffix(".colorset") {
    let name = (component as NSString).deletingPathExtension
    names.append(name)
    names.append((components[..<index] + [name]).joined(separator: "/"))
  }
  return names
}

/// Runs libFuzzer on ``fuzzCatalog(_:_:)`` with the command line's options.
@main
enum FuzzCatalogMain {
  static func main() {
    ImageWarning.handler = { _ in }
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzCatalog))
  }
}
