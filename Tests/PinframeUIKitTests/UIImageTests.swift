import Foundation
import Pinframe
import Testing

@MainActor
@Suite("UIImage", .serialized)
struct UIImageTests {
  @Test("data: PNG decodes with its scale; other data is nil with a warning")
  func data() throws {
    let png = try #require(solidImage(.red, width: 6, height: 4).pngData())
    let image = try #require(UIImage(data: png, scale: 2))
    #expect(image.size == CGSize(width: 3, height: 2))
    #expect(image.scale == 2)
    #expect(image.cgImage?[0, 0] == RGBA8(red: 255, green: 0, blue: 0))
    let messages = warnings {
      #expect(UIImage(data: Data("GIF89a".utf8)) == nil)
      #expect(UIImage(data: png.prefix(30)) == nil)
    }
    #expect(messages.first == "UIImage(data:): not PNG data; Pinframe decodes PNG only")
    #expect(messages.count == 2)
  }

  @Test("named: @3x, @2x and plain files, the display scale's first, then larger, then smaller")
  func namedFiles() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(solidImage(.red, width: 10, height: 10), to: folder.appendingPathComponent("dot.png"))
    try write(
      solidImage(.green, width: 30, height: 30), to: folder.appendingPathComponent("dot@3x.png"))
    try write(
      solidImage(.blue, width: 8, height: 8), to: folder.appendingPathComponent("only@2x.png"))
    UIImage.searchPaths = [folder]
    defer { UIImage.searchPaths = [] }
    try ViewRuntime.isolated(ViewRuntime(scale: 1)) {
      let dot = try #require(UIImage(named: "dot"))
      #expect(dot.scale == 1)
      #expect(dot.size == CGSize(width: 10, height: 10))
      #expect(UIImage(named: "only")?.scale == 2)
      #expect(UIImage(named: "missing") == nil)
      #expect(UIImage(named: "") == nil)
      #expect(UIImage(named: "dot.png")?.scale == 1)
    }
    try ViewRuntime.isolated(ViewRuntime(scale: 2)) {
      // 2x is missing: the larger 3x comes first.
      let dot = try #require(UIImage(named: "dot"))
      #expect(dot.scale == 3)
      #expect(dot.size == CGSize(width: 10, height: 10))
    }
    #expect(
      UIImage(named: "dot", in: nil, compatibleWith: UITraitCollection(displayScale: 1))?.scale == 1
    )
  }

  @Test("named: PINFRAME_IMAGE_PATH's folders, in order, after searchPaths and before the bundle")
  func imagePathVariable() throws {
    let (first, second) = (try temporaryFolder(), try temporaryFolder())
    defer {
      try? FileManager.default.removeItem(at: first)
      try? FileManager.default.removeItem(at: second)
    }
    try write(
      solidImage(.green, width: 6, height: 4), to: second.appendingPathComponent("env@2x.png"))
    try write(solidImage(.red, width: 2, height: 2), to: second.appendingPathComponent("both.png"))
    try write(solidImage(.blue, width: 2, height: 2), to: first.appendingPathComponent("both.png"))
    let searched = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: searched) }
    UIImage.searchPaths = [searched]
    defer { UIImage.searchPaths = [] }
    let environment = ["PINFRAME_IMAGE_PATH": "\(first.path):\(second.path)"]
    let folders = ImageFiles.folders(bundle: nil, environment: environment)
    let withoutVariable = ImageFiles.folders(bundle: nil, environment: [:])
    #expect(folders.prefix(3).map(\.path) == [searched.path, first.path, second.path])
    #expect(Array(folders.dropFirst(3)) == Array(withoutVariable.dropFirst(1)))
    let traits = UITraitCollection(displayScale: 2)
    let env = try #require(UIImage(named: "env", inFolders: folders, compatibleWith: traits))
    #expect(env.size == CGSize(width: 3, height: 2))
    #expect(env.scale == 2)
    // The first folder of the variable wins.
    let both = try #require(UIImage(named: "both", inFolders: folders, compatibleWith: traits))
    #expect(both.cgImage?[0, 0] == RGBA8(red: 0, green: 0, blue: 255))
    #expect(UIImage(named: "env", inFolders: withoutVariable, compatibleWith: traits) == nil)
  }

  @Test("contentsOfFile: the scale from an @2x/@3x suffix; nil for no file, nil and a warning else")
  func contentsOfFile() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let retina = folder.appendingPathComponent("pic@3x.png")
    try write(solidImage(.red, width: 9, height: 6), to: retina)
    let plain = folder.appendingPathComponent("pic.png")
    try write(solidImage(.red, width: 9, height: 6), to: plain)
    let gif = folder.appendingPathComponent("fake.png")
    try Data("GIF89a".utf8).write(to: gif)
    let image = try #require(UIImage(contentsOfFile: retina.path))
    #expect(image.scale == 3)
    #expect(image.size == CGSize(width: 3, height: 2))
    #expect(image.renderingMode == .automatic)
    #expect(UIImage(contentsOfFile: plain.path)?.size == CGSize(width: 9, height: 6))
    let messages = warnings {
      #expect(UIImage(contentsOfFile: folder.appendingPathComponent("none.png").path) == nil)
      #expect(UIImage(contentsOfFile: gif.path) == nil)
      #expect(UIImage(contentsOfFile: folder.path) == nil)
    }
    let path = folder.standardizedFileURL.path
    #expect(
      messages == [
        "image '\(path)/fake.png': not PNG data; Pinframe decodes PNG only",
        "image '\(path)': not a regular file",
      ])
  }

  @Test("each file is decoded once, however many images load it, and again when it changes")
  func oneDecodePerFile() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("once.png")
    try write(solidImage(.red, width: 4, height: 4), to: file)
    let traits = UITraitCollection(displayScale: 1)
    #expect(ImageCache.shared.decodeCount(ofFileAt: file) == 0)
    let images = [
      UIImage(contentsOfFile: file.path), UIImage(contentsOfFile: file.path),
      UIImage(named: "once", inFolders: [folder], compatibleWith: traits),
      UIImage(named: "once.png", inFolders: [folder], compatibleWith: traits),
    ]
    #expect(images.allSatisfy { $0?.cgImage != nil && $0?.cgImage === images[0]?.cgImage })
    #expect(ImageCache.shared.decodeCount(ofFileAt: file) == 1)
    // A different size on disk is a new file to the cache.
    try write(solidImage(.blue, width: 5, height: 5), to: file)
    #expect(UIImage(contentsOfFile: file.path)?.size == CGSize(width: 5, height: 5))
    #expect(ImageCache.shared.decodeCount(ofFileAt: file) == 2)
  }

  @Test("named: asset catalogs come first, by scale and appearance, with template intent")
  func assetCatalogs() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let set = folder.appendingPathComponent("Assets.xcassets/Icons/star.imageset")
    try write(solidImage(.red, width: 4, height: 4), to: set.appendingPathComponent("s1.png"))
    try write(solidImage(.green, width: 8, height: 8), to: set.appendingPathComponent("s2.png"))
    try write(solidImage(.blue, width: 8, height: 8), to: set.appendingPathComponent("d2.png"))
    try writeContents(
      #"""
      {"images": [
        {"idiom": "universal", "scale": "1x", "filename": "s1.png"},
        {"idiom": "universal", "scale": "2x", "filename": "s2.png"},
        {"idiom": "universal", "scale": "2x", "filename": "d2.png",
         "appearances": [{"appearance": "luminosity", "value": "dark"}]},
        {"idiom": "universal", "scale": "3x"},
        {"idiom": "ipad", "scale": "2x", "filename": "s1.png"}],
       "properties": {"template-rendering-intent": "template"},
       "info": {"author": "xcode", "version": 1}}
      """#, in: set)
    try write(
      solidImage(.black, width: 4, height: 4), to: folder.appendingPathComponent("star.png"))
    UIImage.searchPaths = [folder]
    defer { UIImage.searchPaths = [] }
    let light = try #require(
      UIImage(named: "star", in: nil, compatibleWith: UITraitCollection(displayScale: 2)))
    #expect(light.scale == 2)
    #expect(light.cgImage?[0, 0] == RGBA8(red: 0, green: 255, blue: 0))
    #expect(light.renderingMode == .alwaysTemplate)
    let dark = try #require(
      UIImage(
        named: "star", in: nil,
        compatibleWith: UITraitCollection(displayScale: 3, userInterfaceStyle: .dark)))
    // No 3x file: the dark 2x.
    #expect(dark.cgImage?[0, 0] == RGBA8(red: 0, green: 0, blue: 255))
    let one = UIImage(named: "star", in: nil, compatibleWith: UITraitCollection(displayScale: 1))
    #expect(one?.cgImage?[0, 0] == RGBA8(red: 255, green: 0, blue: 0))
    // The light image carries its dark variant, which an image view in dark mode shows.
    let variant = light.imageAsset?.image(with: UITraitCollection(userInterfaceStyle: .dark))
    #expect(variant?.cgImage?[0, 0] == RGBA8(red: 0, green: 0, blue: 255))
    let view = UIImageView(image: light)
    #expect(view.shownImage?.cgImage?[0, 0] == RGBA8(red: 0, green: 255, blue: 0))
    view.overrideUserInterfaceStyle = .dark
    #expect(view.shownImage?.cgImage?[0, 0] == RGBA8(red: 0, green: 0, blue: 255))
    #expect(view.shownImage?.renderingMode == .alwaysTemplate)
  }

  @Test("UIImageAsset: the variant of the asked style, else the unspecified one, else the first")
  func imageAssetMatching() {
    let asset = UIImageAsset()
    #expect(asset.image(with: UITraitCollection()).cgImage == nil)
    let red = solidImage(.red, width: 1, height: 1)
    let blue = solidImage(.blue, width: 1, height: 1)
    asset.register(red, with: UITraitCollection(userInterfaceStyle: .light))
    #expect(asset.image(with: UITraitCollection(userInterfaceStyle: .dark)) === red)
    asset.register(blue, with: UITraitCollection(userInterfaceStyle: .dark))
    #expect(asset.image(with: UITraitCollection(userInterfaceStyle: .dark)) === blue)
    #expect(asset.image(with: UITraitCollection(userInterfaceStyle: .light)) === red)
    asset.unregisterImage(with: UITraitCollection(userInterfaceStyle: .dark))
    #expect(asset.image(with: UITraitCollection(userInterfaceStyle: .dark)) === red)
  }

  @Test("a Contents.json that cannot be read, or a file outside its set, warns and gives nil")
  func badCatalogs() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let broken = folder.appendingPathComponent("A.xcassets/broken.imageset")
    try writeContents("{not json", in: broken)
    let escaping = folder.appendingPathComponent("A.xcassets/escape.imageset")
    try write(
      solidImage(.red, width: 2, height: 2), to: folder.appendingPathComponent("secret.png"))
    try writeContents(
      #"{"images": [{"idiom": "universal", "scale": "1x", "filename": "../../secret.png"}]}"#,
      in: escaping)
    UIImage.searchPaths = [folder]
    defer { UIImage.searchPaths = [] }
    let messages = warnings {
      #expect(
        UIImage(named: "broken", in: nil, compatibleWith: UITraitCollection(displayScale: 1)) == nil
      )
      #expect(
        UIImage(named: "escape", in: nil, compatibleWith: UITraitCollection(displayScale: 1)) == nil
      )
    }
    #expect(messages.count == 2)
    #expect(
      messages[0].hasSuffix(
        "broken.imageset/Contents.json': not a Contents.json Pinframe can read (not a JSON object)"
      ))
    #expect(
      messages[1].hasSuffix(
        "escape.imageset/Contents.json': the file name '../../secret.png' is not a file of the set's folder"
      ))
  }

  @Test("UIColor(named:): colour sets in every component notation, with a dark appearance")
  func namedColors() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try writeContents(
      #"""
      {"colors": [
        {"idiom": "universal", "color": {"color-space": "srgb",
          "components": {"red": "0xFF", "green": "128", "blue": "0.000", "alpha": "1.000"}}},
        {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
         "color": {"color-space": "srgb", "components": {"white": "0.5", "alpha": "1"}}}]}
      """#, in: folder.appendingPathComponent("C.xcassets/brand.colorset"))
    UIImage.searchPaths = [folder]
    defer { UIImage.searchPaths = [] }
    let brand = try #require(UIColor(named: "brand"))
    #expect(
      brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).cgColor.rgba8
        == RGBA8(red: 255, green: 128, blue: 0))
    #expect(
      brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).cgColor.rgba8
        == RGBA8(red: 128, green: 128, blue: 128))
    #expect(UIColor(named: "nothing") == nil)
  }

  @Test("variants share the pixels: rendering mode, tint, cap insets")
  func variants() throws {
    let image = solidImage(.red, width: 4, height: 4)
    let template = image.withRenderingMode(.alwaysTemplate)
    #expect(template.isTemplate)
    #expect(template.cgImage === image.cgImage)
    let tinted = image.withTintColor(.blue)
    #expect(tinted.tintColor == .blue)
    #expect(tinted.renderingMode == .automatic)
    #expect(!tinted.isTemplate)
    #expect(template.withTintColor(.blue).renderingMode == .alwaysTemplate)
    let original = image.withRenderingMode(.alwaysOriginal).withTintColor(.blue)
    #expect(original.renderingMode == .alwaysOriginal)
    #expect(original.cgImage === image.cgImage)
    let resizable = image.resizableImage(
      withCapInsets: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1), resizingMode: .stretch)
    #expect(resizable.resizingMode == .stretch)
    #expect(resizable.size == image.size)
  }

  @Test("systemName: a 20 × 20 pt template placeholder, never nil")
  func systemSymbols() throws {
    let symbol = try #require(UIImage(systemName: "star.fill"))
    #expect(symbol.size == CGSize(width: 20, height: 20))
    #expect(symbol.isTemplate)
    #expect(symbol.symbolName == "star.fill")
    #expect(symbol.cgImage?[30, 30].alpha == 255)
    #expect(symbol.cgImage?[15, 30].alpha == 0)
    #expect(symbol.cgImage?[3, 30].alpha == 255)
  }

  @Test("UIGraphicsImageRenderer draws fills, paths and clips into an image at its scale")
  func renderer() throws {
    let format = UIGraphicsImageRendererFormat(scale: 2)
    let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: format).image {
      context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
      UIColor.blue.setFill()
      UIBezierPath(rect: CGRect(x: 2, y: 0, width: 2, height: 1)).fill()
      #expect(context.format.bounds == CGRect(x: 0, y: 0, width: 4, height: 2))
    }
    #expect(image.size == CGSize(width: 4, height: 2))
    #expect(image.scale == 2)
    let pixels = try #require(image.cgImage)
    #expect(pixels.width == 8)
    #expect(pixels[3, 3] == RGBA8(red: 255, green: 0, blue: 0))
    #expect(pixels[5, 1] == RGBA8(red: 0, green: 0, blue: 255))
    #expect(pixels[5, 3].alpha == 0)
    let empty = warnings {
      #expect(UIGraphicsImageRenderer(size: .zero).image { _ in }.cgImage == nil)
    }
    #expect(empty.count == 1)
  }
}
