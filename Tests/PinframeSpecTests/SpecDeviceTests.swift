import Foundation
import PinframeGraphics
import PinframeSpec
import Testing

@Suite("Spec canvases on device presets")
struct SpecDeviceTests {
  @Test("a device gives the canvas its size, scale, safe area and traits")
  func device() throws {
    let spec = try decodeSpec(#"{"canvas": {"device": "iPhone13"}, "views": []}"#)
    #expect(spec.canvas.width == 390)
    #expect(spec.canvas.height == 844)
    #expect(spec.canvas.scale == 3)
    #expect(spec.canvas.safeArea == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(spec.canvas.traits?.horizontalSizeClass == .compact)
    #expect(spec.canvas.traits?.preferredContentSizeCategory == .medium)
    #expect(spec.canvas.device == "iPhone13")
  }

  @Test("landscape, and the canvas's own keys override the device's")
  func overrides() throws {
    let spec = try decodeSpec(
      #"""
      {"canvas": {"device": "iPhone13", "orientation": "landscape", "scale": 1, "height": 300,
                  "appearance": "dark"}, "views": []}
      """#)
    #expect(spec.canvas.width == 844)
    #expect(spec.canvas.height == 300)
    #expect(spec.canvas.scale == 1)
    #expect(spec.canvas.safeArea == EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    #expect(spec.canvas.appearance == .dark)
  }

  @Test(
    "device mistakes are named",
    arguments: [
      (#"{"device": "iPhone31"}"#, "unknown device 'iPhone31'; did you mean 'iPhone11'?"),
      (
        #"{"width": 10, "height": 10, "orientation": "landscape"}"#,
        "'orientation' needs a 'device'"
      ),
      (#"{"device": "iPhone13", "orientation": "sideways"}"#, "expected an orientation"),
      (#"{"height": 10}"#, "missing key 'width'"),
    ])
  func mistakes(canvas: String, message: String) {
    let error = specError(#"{"canvas": \#(canvas), "views": []}"#) ?? ""
    #expect(error.contains(message), "\(error)")
  }
}
