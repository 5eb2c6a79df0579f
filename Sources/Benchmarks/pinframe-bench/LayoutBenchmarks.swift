import Pinframe

/// Laying out 10,000 views with PinLayout chains against hand-written frame arithmetic.
///
/// 1,000 cells of 10 views with typical 4–6-call chains; the hand-written pass computes the
/// same frames. Each pass alternates the root width (390 ↔ 400 pt), so every frame changes; the
/// two passes are checked to give the same frames.
@MainActor
func layoutBenchmarks() throws -> BenchmarkTable {
  let scene = LayoutScene()
  var width: CGFloat = 390
  func flip() -> CGFloat {
    width = width == 390 ? 400 : 390
    return width
  }
  scene.layoutWithPinLayout(width: 390)
  let pinFrames = scene.frames
  scene.layoutByHand(width: 390)
  let same = pinFrames == scene.frames ? "frames identical" : "FRAMES DIFFER"
  // Interleaved, so that both rows see the same machine: on a shared VM the neighbours' load
  // comes and goes, and slows the chains more than the hand-written pass.
  let measurements = try Measurement.interleaved(
    runs: 201,
    [{ scene.layoutByHand(width: flip()) }, { scene.layoutWithPinLayout(width: flip()) }])
  let (manual, pinned) = (measurements[0], measurements[1])
  let views = Double(scene.viewCount)
  func perView(_ m: Measurement) -> String {
    String(format: "%.0f ns/view", m.median / views * 1e9)
  }
  return BenchmarkTable(
    title: "Layout of \(scene.viewCount) views (1,000 cells × 10, chains of 4–6 calls)",
    baseline: BenchmarkTable.Row(
      name: "hand-written frames", measurement: manual, note: perView(manual)),
    rows: [
      BenchmarkTable.Row(
        name: "PinLayout chains", measurement: pinned, note: perView(pinned) + ", " + same)
    ])
}

/// A root with 1,000 cells, each holding ten subviews.
@MainActor
private final class LayoutScene {
  let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 80_000))
  let cells: [[View]]

  init() {
    var cells: [[View]] = []
    for _ in 0..<1_000 {
      let cell = View()
      root.addSubview(cell)
      let views = (0..<10).map { _ in View() }
      views.forEach(cell.addSubview)
      cells.append([cell] + views)
    }
    self.cells = cells
  }

  var viewCount: Int { cells.count * 10 }

  var frames: [CGRect] { cells.flatMap { $0.map(\.frame) } }

  func layoutWithPinLayout(width: CGFloat) {
    root.frame.size.width = width
    for (index, views) in cells.enumerated() {
      let cell = views[0]
      cell.pin.top(CGFloat(index) * 80).left().right().height(80)
      let (avatar, title, subtitle, badge, line) = (
        views[1], views[2], views[3], views[4], views[5]
      )
      avatar.pin.top(10).left(10).width(60).height(60)
      badge.pin.top(10).right(10).width(24).height(24)
      title.pin.top(to: avatar.edge.top).after(of: avatar).before(of: badge).height(20)
        .marginHorizontal(10)
      subtitle.pin.below(of: title, aligned: .left).right(10).height(16).marginTop(4)
      line.pin.bottom().left(80).right().height(1)
      let (a, b, c, d) = (views[6], views[7], views[8], views[9])
      a.pin.below(of: subtitle, aligned: .left).width(40).height(12).marginTop(6)
      b.pin.after(of: a, aligned: .top).width(40).height(12).marginLeft(8)
      c.pin.after(of: b, aligned: .top).width(40).height(12).marginLeft(8)
      d.pin.top(to: c.edge.top).right(10).width(30).height(12)
    }
  }

  func layoutByHand(width: CGFloat) {
    root.frame.size.width = width
    for (index, views) in cells.enumerated() {
      views[0].frame = CGRect(x: 0, y: CGFloat(index) * 80, width: width, height: 80)
      views[1].frame = CGRect(x: 10, y: 10, width: 60, height: 60)
      views[4].frame = CGRect(x: width - 34, y: 10, width: 24, height: 24)
      let titleX = views[1].frame.maxX + 10
      views[2].frame = CGRect(
        x: titleX, y: views[1].frame.minY, width: views[4].frame.minX - 10 - titleX, height: 20)
      let subtitleY = views[2].frame.maxY + 4
      views[3].frame = CGRect(
        x: titleX, y: subtitleY, width: width - 10 - titleX, height: 16)
      views[5].frame = CGRect(x: 80, y: 79, width: width - 80, height: 1)
      let chipY = views[3].frame.maxY + 6
      views[6].frame = CGRect(x: titleX, y: chipY, width: 40, height: 12)
      views[7].frame = CGRect(x: views[6].frame.maxX + 8, y: chipY, width: 40, height: 12)
      views[8].frame = CGRect(x: views[7].frame.maxX + 8, y: chipY, width: 40, height: 12)
      views[9].frame = CGRect(x: width - 40, y: chipY, width: 30, height: 12)
    }
  }
}
