import Pinframe
import PinframeExamples
import Testing

@MainActor
@Suite("PinLayout's animation guide: strategies and collision")
struct GuideStrategiesTests {
  private static let strategies: [@MainActor () -> any GuideExample] = [
    BasicStrategyView.init, LayoutMethodStrategyView.init, AnimationStateStrategyView.init,
    GuardedStrategyView.init,
  ]

  /// The square's frame in each frame of one toggle at 60 fps; `duringFrame` runs in each.
  private func toggleFrames(
    _ container: any GuideExample, duringFrame: (Int) -> Void = { _ in }
  ) throws -> [CGRect] {
    let clock = AnimationClock.current
    var frames: [CGRect] = []
    try clock.run(
      fps: 60, action: container.didTapTogglePosition,
      eachFrame: { frame in
        frames.append(clock.presentationValues(of: container.view).frame)
        duringFrame(frame.index)
      })
    return frames
  }

  @Test("all four strategies produce the same 19 frames, there and back")
  func identicalFrames() throws {
    let expected = (0...18).map { 225 * TimingCurve.easeInEaseOut.value(at: Double($0) / 18) }
    var sequences: [[CGRect]] = []
    for make in Self.strategies {
      try ViewRuntime.isolated {
        let container = make()
        container.layoutIfNeeded()
        #expect(container.view.frame == CGRect(x: 0, y: 0, width: 150, height: 150))
        let there = try toggleFrames(container)
        let back = try toggleFrames(container)
        #expect(there.count == 19)
        #expect(zip(there.map(\.minX), expected).allSatisfy { isClose($0, $1) })
        #expect(there[9] == CGRect(x: 112.5, y: 0, width: 150, height: 150))
        #expect(there.last == CGRect(x: 225, y: 0, width: 150, height: 150))
        #expect(zip(back.map(\.minX), expected.reversed()).allSatisfy { isClose($0, $1) })
        #expect(back.last == CGRect(x: 0, y: 0, width: 150, height: 150))
        sequences.append(there + back)
      }
    }
    #expect(sequences.allSatisfy { $0 == sequences[0] })
  }

  @Test("all four strategies record the same display lists")
  func identicalDisplayLists() throws {
    var recordings: [[DisplayList]] = []
    for make in Self.strategies {
      try ViewRuntime.isolated {
        let container = make()
        container.layoutIfNeeded()
        var lists: [DisplayList] = []
        try AnimationRecorder(view: container, scale: 3).record(container.didTapTogglePosition) {
          lists.append($0.displayList)
        }
        recordings.append(lists)
      }
    }
    #expect(recordings[0].count == 19)
    #expect(recordings.allSatisfy { $0 == recordings[0] })
  }

  @Test("a layout pass mid-animation toward another target makes the view jump; the guard stops it")
  func collision() throws {
    let undisturbed = try ViewRuntime.isolated {
      let container = AnimationStateStrategyView()
      container.layoutIfNeeded()
      return try toggleFrames(container).map(\.minX)
    }
    let cases: [(@MainActor () -> any GuideExample, Bool)] = [
      (AnimationStateStrategyView.init, true), (GuardedStrategyView.init, false),
    ]
    for (make, jumps) in cases {
      try ViewRuntime.isolated {
        let container = make()
        container.layoutIfNeeded()
        let xs = try toggleFrames(container) { index in
          if index == 5 { container.frame.size.width = 500 }
        }.map(\.minX)
        #expect(xs.count == 19)
        for (index, (x, smooth)) in zip(xs, undisturbed).enumerated() {
          #expect(isClose(x, smooth + (jumps && index > 5 ? 125 : 0)), "frame \(index)")
        }
      }
    }
  }
}
