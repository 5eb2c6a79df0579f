import Foundation
import Pinframe
import PinframeImage
import Testing

/// Asset catalogs as Xcode writes them: indexed once, namespaced groups, and sets that exist but
/// cannot be used named with the reason.
@MainActor
@Suite("Asset catalogs", .serialized)
struct AssetCatalogTests {
  private let scale1 = UITraitCollection(displayScale: 1)

  private func catalog() throws -> URL {
    let folder = try temporaryFolder()
    UIImage.searchPaths = [folder]
    return folder.appendingPathComponent("Assets.xcassets")
  }

  private func set(_ name: String, in catalog: URL, entries: String) throws -> URL {
    let set = catalog.appendingPathComponent("\(name).imageset")
    try writeContents(#"{"images": \#(entries)}"#, in: set)
    return set
  }

  /// The warning `UIImage(named:)` gives for `name`, which must be nil.
  private func warning(for name: String) -> String? {
    var image: UIImage?
    let messages = warnings { image = UIImage(named: name, in: nil, compatibleWith: scale1) }
    #expect(image == nil)
    return messages.first
  }

  @Test("a catalog is walked once for any number of lookups, again when its top folder changes")
  func indexedOnce() throws {
    let catalog = try catalog()
    defer { UIImage.searchPaths = [] }
    for index in 0..<300 {
      let set = try set(
        "icon\(index)", in: catalog.appendingPathComponent("Group\(index % 10)"),
        entries: #"[{"idiom": "universal", "scale": "1x", "filename": "i.png"}]"#)
      try write(solidImage(.red, width: 2, height: 2), to: set.appendingPathComponent("i.png"))
    }
    for index in stride(from: 0, to: 300, by: 3) {
      #expect(UIImage(named: "icon\(index)", in: nil, compatibleWith: scale1)?.size.width == 2)
    }
    #expect(UIImage(named: "missing", in: nil, compatibleWith: scale1) == nil)
    #expect(AssetCatalogIndex.walkCount(of: catalog) == 1)
    let added = try set(
      "late", in: catalog, entries: #"[{"idiom": "universal", "filename": "i.png"}]"#)
    try write(solidImage(.red, width: 3, height: 3), to: added.appendingPathComponent("i.png"))
    #expect(UIImage(named: "late", in: nil, compatibleWith: scale1)?.size.width == 3)
    #expect(AssetCatalogIndex.walkCount(of: catalog) == 2)
  }

  @Test("a namespaced group's sets are named Group/name, as on iOS; the bare name is not found")
  func namespacedGroups() throws {
    let catalog = try catalog()
    defer { UIImage.searchPaths = [] }
    let group = catalog.appendingPathComponent("Icons")
    try writeContents(#"{"properties": {"provides-namespace": true}}"#, in: group)
    let plain = catalog.appendingPathComponent("Plain")
    try writeContents(#"{"properties": {"provides-namespace": false}}"#, in: plain)
    for (folder, color) in [(group, UIColor.red), (plain, .blue)] {
      let set = try set(
        folder == group ? "pin" : "dot", in: folder,
        entries: #"[{"idiom": "universal", "filename": "p.png"}]"#)
      try write(solidImage(color, width: 2, height: 2), to: set.appendingPathComponent("p.png"))
    }
    let pin = UIImage(named: "Icons/pin", in: nil, compatibleWith: scale1)
    #expect(pin?.cgImage?[0, 0] == RGBA8(red: 255, green: 0, blue: 0))
    #expect(UIImage(named: "pin", in: nil, compatibleWith: scale1) == nil)
    #expect(UIImage(named: "dot", in: nil, compatibleWith: scale1) != nil)
    #expect(UIImage(named: "Plain/dot", in: nil, compatibleWith: scale1) == nil)
  }

  @Test(
    "a set that exists but cannot be used says why",
    arguments: [
      (
        #"[{"idiom": "universal", "scale": "99999999999999999999x", "filename": "a.png"}]"#,
        "the entry for 'a.png' has the scale '99999999999999999999x'; scales are 1x, 2x and 3x"
      ),
      (
        #"[{"idiom": "universal", "scale": "0x", "filename": "a.png"}]"#,
        "the entry for 'a.png' has the scale '0x'; scales are 1x, 2x and 3x"
      ),
      (
        #"[{"idiom": "universal", "scale": "1x", "filename": "gone.png"}]"#,
        "its 1x entry names 'gone.png', which is not in the set's folder"
      ),
      (#"{"filename": "a.png"}"#, "'images' is not a list of entries"),
      (
        #"[{"idiom": "universal", "filename": "a\u0000.png"}]"#,
        "the file name 'a\u{0}.png' is not a file of the set's folder"
      ),
    ])
  func unusableSets(entries: String, reason: String) throws {
    let catalog = try catalog()
    defer { UIImage.searchPaths = [] }
    let set = try set("icon", in: catalog, entries: entries)
    try write(solidImage(.red, width: 2, height: 2), to: set.appendingPathComponent("a.png"))
    let path = set.appendingPathComponent("Contents.json").path
    #expect(warning(for: "icon") == "image '\(path)': \(reason)")
  }

  @Test("a sparse 3 GiB Contents.json is refused by its size before any of it is read")
  func hugeContents() throws {
    let catalog = try catalog()
    defer { UIImage.searchPaths = [] }
    let set = catalog.appendingPathComponent("icon.imageset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    let file = set.appendingPathComponent("Contents.json")
    #expect(FileManager.default.createFile(atPath: file.path, contents: Data("{".utf8)))
    #expect(truncate(file.path, 3 << 30) == 0)
    #expect(
      warning(for: "icon")
        == "image '\(file.path)': it is larger than 1048576 bytes")
  }
}

/// The decoded-image cache is bounded in bytes: what it keeps, and what may be in use at once.
@MainActor
@Suite("Image cache budgets", .serialized)
struct ImageCacheBudgetTests {
  private func files(_ count: Int, side: CGFloat) throws -> (URL, [URL]) {
    let folder = try temporaryFolder()
    let urls = (0..<count).map { folder.appendingPathComponent("i\($0).png") }
    for url in urls { try write(solidImage(.red, width: side, height: side), to: url) }
    return (folder, urls)
  }

  @Test("images nobody holds are kept up to the byte budget, least recently used out")
  func keptBudget() throws {
    let (folder, urls) = try files(4, side: 10)  // 400 bytes each
    defer { try? FileManager.default.removeItem(at: folder) }
    let cache = ImageCache(keptBytes: 1_000, liveBytes: 1 << 20)
    for url in urls { _ = try cache.loadImage(at: url) }
    #expect(cache.keptByteCount == 800)
    _ = try cache.loadImage(at: urls[3])  // kept: no decode
    #expect(cache.decodeCount(ofFileAt: urls[3]) == 1)
    _ = try cache.loadImage(at: urls[0])  // let go of earlier: decoded again
    #expect(cache.decodeCount(ofFileAt: urls[0]) == 2)
    #expect(cache.keptByteCount == 800)
  }

  @Test("decoding past the budget of images in use is refused, naming the budget")
  func liveBudget() throws {
    let (folder, urls) = try files(3, side: 10)
    defer { try? FileManager.default.removeItem(at: folder) }
    let cache = ImageCache(keptBytes: 0, liveBytes: 1_000)
    let held = try [cache.loadImage(at: urls[0]), cache.loadImage(at: urls[1])]
    #expect(held.count == 2)
    #expect(
      throws: ImageLoadError(
        path: urls[2].standardizedFileURL.path,
        reason:
          "decoding it (10×10 px, 400 bytes) would keep 1 KiB of decoded images in memory, over the image budget of 1000 bytes; use smaller images or fewer distinct ones"
      )
    ) { try cache.loadImage(at: urls[2]) }
    withExtendedLifetime(held) {}
  }
}
