import Foundation

extension ReportPage {
  /// The views of an image or animation entry: tabs, scrubber, the views and the filmstrip.
  func imageViews(_ record: SnapshotFailureRecord) -> String {
    let pictures = Pictures(record, frame: firstFrame(record))
    let geometry = ReportImageGeometry(
      expected: record.metrics?.expectedSize, actual: record.metrics?.actualSize,
      scale: record.metrics?.scale ?? 1)
    var views = [("side", sideBySide(pictures, geometry))]
    if pictures.diff != nil { views.append(("diff", diffView(pictures, geometry))) }
    if pictures.expected != nil, pictures.actual != nil {
      views.append(("slider", sliderView(pictures, geometry)))
      views.append(("onion", onionView(pictures, geometry)))
    }
    return """
      <div class="views">
      \(tabs(views.map(\.0)))
      \(scrubber(record))
      \(views.map(\.1).joined(separator: "\n"))
      \(filmstrip(record))
      </div>
      """
  }

  /// The view buttons (when there is more than one view) and the 1:1 switch.
  private func tabs(_ available: [String]) -> String {
    let views = available.count > 1 ? Self.views.filter { available.contains($0.0) } : []
    let buttons = views.map { view, label in
      #"<button type="button" data-view="\#(view)">\#(label)</button>"#
    }
    let actualSize =
      #"<button type="button" class="actual-size-switch" data-actual-size "#
      + #"aria-pressed="false" title="One screen pixel per image pixel">1:1</button>"#
    return #"<nav class="tabs needs-js">"# + buttons.joined() + actualSize + "</nav>"
  }

  private func sideBySide(_ pictures: Pictures, _ geometry: ReportImageGeometry) -> String {
    let expected = shot(
      "Expected", role: "expected", pictures.expected, geometry.expected, geometry)
    let actual = shot("Actual", role: "actual", pictures.actual, geometry.actual, geometry)
    return
      #"<div class="view" data-view="side"><div class="shots">\#(expected)\#(actual)</div></div>"#
  }

  private func diffView(_ pictures: Pictures, _ geometry: ReportImageGeometry) -> String {
    let diff = shot("Diff", role: "diff", pictures.diff, geometry.canvas, geometry)
    return #"<div class="view" data-view="diff"><div class="shots">\#(diff)</div></div>"#
  }

  private func sliderView(_ pictures: Pictures, _ geometry: ReportImageGeometry) -> String {
    let stack = stacked(pictures, geometry, topClass: "top clip", topStyle: nil)
    return #"<div class="view needs-js" data-view="slider">\#(stack)"#
      + #"<input type="range" min="0" max="100" value="50" data-control="slider" "#
      + #"aria-label="Slider position">"#
      + #"<p class="legend"><span>◀ Expected</span><span>Actual ▶</span></p></div>"#
  }

  private func onionView(_ pictures: Pictures, _ geometry: ReportImageGeometry) -> String {
    let stack = stacked(pictures, geometry, topClass: "top", topStyle: "opacity:0.5")
    return #"<div class="view needs-js" data-view="onion">\#(stack)"#
      + #"<input type="range" min="0" max="100" value="50" data-control="onion" "#
      + #"aria-label="Opacity of the actual image">"#
      + #"<p class="legend"><span>Expected</span><span>Actual</span></p></div>"#
  }

  /// The actual picture laid over the expected one, both anchored top left.
  private func stacked(
    _ pictures: Pictures, _ geometry: ReportImageGeometry, topClass: String, topStyle: String?
  ) -> String {
    let bottom = image(
      role: "expected", pictures.expected, style: [geometry.share(geometry.expected)])
    let top = image(
      role: "actual", pictures.actual, classes: topClass,
      style: [topStyle, geometry.share(geometry.actual)])
    let sizing = styleAttribute([geometry.sizing(geometry.canvas)])
    return #"<div class="stack\#(geometry.pixelatedClass)"\#(sizing)>"#
      + bottom + top + #"<span class="divider"></span></div>"#
  }

  /// A captioned picture with a placeholder shown when the picture is absent.
  private func shot(
    _ caption: String, role: String, _ path: String?, _ size: PixelSize?,
    _ geometry: ReportImageGeometry
  ) -> String {
    let absent = path == nil ? " absent" : ""
    let sizeText = size.map { #" <span class="dim">\#($0)</span>"# } ?? ""
    return #"<figure class="shot\#(absent)"><figcaption>\#(caption)\#(sizeText)</figcaption>"#
      + #"<div class="canvas\#(geometry.pixelatedClass)">"#
      + image(role: role, path, style: [geometry.sizing(size)])
      + #"<span class="none">No \#(caption.lowercased()) image</span></div></figure>"#
  }

  private func image(
    role: String, _ path: String?, classes: String = "", style: [String?] = []
  ) -> String {
    let source = path.map { #" src="\#(link($0))""# } ?? " hidden"
    let classAttribute = classes.isEmpty ? "" : #" class="\#(classes)""#
    return #"<img data-role="\#(role)"\#(classAttribute)\#(source) alt="\#(role) image""#
      + styleAttribute(style) + ">"
  }

  /// ` style="a;b"` from the declarations present, or nothing.
  private func styleAttribute(_ declarations: [String?]) -> String {
    let present = declarations.compactMap { $0 }
    return present.isEmpty ? "" : #" style="\#(present.joined(separator: ";"))""#
  }
}

/// The three pictures an image entry starts with: the whole images, or an animation's frame
/// `frame` (its first differing frame).
private struct Pictures {
  var expected: String?
  var actual: String?
  var diff: String?

  init(_ record: SnapshotFailureRecord, frame: Int) {
    let artifacts = record.artifacts
    if artifacts.frames.indices.contains(frame) {
      let shown = artifacts.frames[frame]
      (expected, actual, diff) = (shown.expected, shown.actual, shown.diff)
    } else {
      (expected, actual, diff) = (artifacts.expected, artifacts.actual, artifacts.diff)
    }
  }
}
