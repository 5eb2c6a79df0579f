import Foundation
import Pinframe
import PinframeSpec
import PinframeSpecEvaluator
import PinframeTestSupport
import Testing

@MainActor
@Suite("Spec image and scroll views")
struct SpecContentViewTests {
  @Test("image views find their images next to the spec: names, paths, catalogs")
  func images() throws {
    let scene = try laidOutFixture("media")
    let fill = try #require(scene.views["fill"] as? UIImageView)
    #expect(fill.image?.size == CGSize(width: 80, height: 60))
    #expect(fill.image?.scale == 2)
    #expect(fill.contentMode == .scaleAspectFill)
    #expect(scene.frame("natural") == CGRect(x: 288, y: 16, width: 80, height: 60))
    let marker = try #require(scene.views["marker"] as? UIImageView)
    #expect(marker.image?.isTemplate == true)
    #expect(marker.image?.size == CGSize(width: 20, height: 20))
    #expect(marker.tintColor == .systemRed)
  }

  @Test("aspectRatio() gives an image view its image's ratio: 80 × 60 pt is 4:3")
  func imageAspectRatio() throws {
    let json = canvasSpec(
      #"{"id": "photo", "type": "image", "image": "media/photo", "pin": "top(10).left(20).width(200).aspectRatio()"}"#
    )
    let scene = try laidOutScene(json, file: fixtureURL("specs/inline.json").path)
    #expect(scene.frame("photo") == CGRect(x: 20, y: 10, width: 200, height: 150))
  }

  @Test("a scroll view takes its content size and offset; its children are its content")
  func scroll() throws {
    let scene = try laidOutFixture("media")
    let gallery = try #require(scene.views["gallery"] as? UIScrollView)
    #expect(gallery.contentSize == CGSize(width: 560, height: 200))
    #expect(gallery.contentOffset == CGPoint(x: 100, y: 0))
    #expect(gallery.bounds == CGRect(x: 100, y: 0, width: 288, height: 200))
  }

  @Test("a missing image fails the layout with what was looked for, and where")
  func missingImage() {
    let json = canvasSpec(#"{"id": "a", "type": "image", "image": "nowhere/ghost"}"#)
    #expect(throws: SpecError.self) { try laidOutScene(json, file: "/tmp/specs/x.json") }
    do {
      _ = try laidOutScene(json, file: "/tmp/specs/x.json")
    } catch {
      #expect(
        "\(error)".contains(
          "no image 'nowhere/ghost' next to the spec: looked in '/tmp/specs/nowhere' for an asset catalog entry and ghost@3x.png, @2x.png, .png"
        ))
    }
  }

  @Test(
    "an image file that exists but cannot be decoded fails with the file and the decoder's reason",
    arguments: [
      (
        "png/corrupt/bad-idat-crc.png", "bad-idat-crc.png",
        "corrupt PNG: chunk IDAT at byte 33 fails its CRC check (stored 0x02C87A94, computed"
          + " 0x02C87A6B); libpng: IDAT: CRC error"
      ),
      (
        "png/corrupt/bad-idat-crc", "bad-idat-crc.png",
        "corrupt PNG: chunk IDAT at byte 33 fails its CRC check (stored 0x02C87A94, computed"
          + " 0x02C87A6B); libpng: IDAT: CRC error"
      ),
      (
        "png/corrupt/huge-dimensions.png", "huge-dimensions.png",
        "PNG is 100000×100000 px, over the limit of 100000000 pixels; raise"
          + " PNGDecoder.Options.pixelLimit to decode it"
      ),
      (
        "png/corrupt/not-a-png.png", "not-a-png.png",
        "not PNG data; Pinframe decodes PNG only"
      ),
    ])
  func undecodableImage(image: String, fileName: String, reason: String) {
    let specFile = fixtureURL("inline.json").path
    let json = canvasSpec(#"{"id": "a", "type": "image", "image": "\#(image)"}"#)
    let file = fixtureURL("png/corrupt/\(fileName)").standardizedFileURL.path
    do {
      _ = try laidOutScene(json, file: specFile)
      Issue.record("laid out")
    } catch {
      #expect(
        "\(error)"
          == "\(specFile):$.views[0].image: image '\(image)': the file '\(file)' cannot be used:"
          + " \(reason)")
    }
  }

  @Test(
    "image paths stay inside the spec's folder: absolute paths and .. leaving it are refused",
    arguments: [
      ("../outside.png", "the path leaves the spec's folder"),
      ("media/../../outside", "the path leaves the spec's folder"),
      ("/etc/photo.png", "an absolute path"),
    ])
  func imagePathsStayInside(image: String, problem: String) {
    let json = canvasSpec(#"{"id": "a", "type": "image", "image": "\#(image)"}"#)
    #expect(throws: SpecError.self) { try LayoutSpec(json: json, file: "x.json") }
    do {
      _ = try LayoutSpec(json: json, file: "x.json")
    } catch {
      #expect(
        "\(error)".contains(
          "image '\(image)': \(problem); image paths are relative to the spec's folder and stay"
            + " inside it (put the image next to the spec, or in a folder below it)"))
    }
  }

  @Test("an image that is a symbolic link in the spec's folder is the file it names, as specs are")
  func symlinkedImage() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("pinframe-link-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("photo@2x.png"),
      withDestinationURL: fixtureURL("specs/media/photo@2x.png"))
    let json = canvasSpec(#"{"id": "a", "type": "image", "image": "photo@2x.png"}"#)
    let scene = try laidOutScene(json, file: folder.appendingPathComponent("s.json").path)
    #expect(scene.frame("a").size == CGSize(width: 80, height: 60))
  }

  @Test("a namespaced catalog entry is found as Group/name next to the spec")
  func namespacedEntry() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("pinframe-ns-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let group = folder.appendingPathComponent("Assets.xcassets/Icons")
    try FileManager.default.createDirectory(
      at: group.appendingPathComponent("pin.imageset"), withIntermediateDirectories: true)
    try Data(#"{"properties": {"provides-namespace": true}}"#.utf8)
      .write(to: group.appendingPathComponent("Contents.json"))
    try Data(#"{"images": [{"idiom": "universal", "filename": "p.png"}]}"#.utf8)
      .write(to: group.appendingPathComponent("pin.imageset/Contents.json"))
    try FileManager.default.copyItem(
      at: fixtureURL("specs/media/photo@2x.png"),
      to: group.appendingPathComponent("pin.imageset/p.png"))
    let json = canvasSpec(#"{"id": "a", "type": "image", "image": "Icons/pin"}"#)
    let scene = try laidOutScene(json, file: folder.appendingPathComponent("s.json").path)
    #expect(scene.frame("a").size == CGSize(width: 160, height: 120))
  }

  @Test(
    "image and scroll mistakes are named",
    arguments: [
      (#"{"id": "a", "type": "image"}"#, "missing key 'image'"),
      (#"{"id": "a", "type": "image", "image": ""}"#, "an image name such as \"avatar\""),
      (
        #"{"id": "a", "type": "image", "image": "x", "contentMode": "aspectFill"}"#,
        "unknown value 'aspectFill'"
      ),
      (
        #"{"id": "a", "type": "scroll", "contentSize": [1]}"#,
        "expected a size [width, height], got 1 values"
      ),
      (
        #"{"id": "a", "contentOffset": [0, 1]}"#,
        "'contentOffset' is a scroll property; add \"type\": \"scroll\""
      ),
    ])
  func mistakes(view: String, message: String) {
    do {
      _ = try LayoutSpec(json: canvasSpec(view), file: "test.json")
      Issue.record("decoded")
    } catch {
      #expect("\(error)".contains(message), "\(error)")
    }
  }
}
