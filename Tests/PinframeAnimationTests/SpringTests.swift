import Foundation
import PinframeAnimation
import PinframeViews
import Testing

@Suite("Springs")
struct SpringTests {
  /// Displacement x(t) at t = 0.1, 0.25 and 0.5 s, computed independently in double precision.
  @Test(
    "closed forms for under-, critically and over-damped springs",
    arguments: [
      (10.0, 0.0, [0.6597001533917017, -0.023359579906692265, -0.07459056659503334]),
      (10.0, 3.0, [0.49964799485729383, -0.10559254951840302, -0.04820784037527948]),
      (20.0, 0.0, [0.7357588823428847, 0.2872974951836458, 0.0404276819945128]),
      (20.0, 5.0, [0.5518191617571635, 0.1846912469037723, 0.023582814496799134]),
      (40.0, 0.0, [0.8222634239018094, 0.551352540837177, 0.282171173975153]),
      (40.0, 2.0, [0.7794815978497536, 0.5218104012312123, 0.2670496667580888]),
    ])
  func closedForms(damping: Double, velocity: Double, expected: [Double]) {
    let spring = Spring(stiffness: 100, damping: damping, initialVelocity: velocity)
    for (time, value) in zip([0.1, 0.25, 0.5], expected) {
      #expect(abs(spring.displacement(at: time) - value) < 1e-12)
      #expect(abs(spring.progress(at: time) - (1 - value)) < 1e-12)
    }
  }

  @Test(
    "each branch starts at 1 with velocity −v₀ and solves m·x″ + c·x′ + k·x = 0",
    arguments: [(10.0, 3.0), (20.0, 5.0), (40.0, 2.0), (4.0, -1.0)])
  func differentialEquation(damping: Double, velocity: Double) {
    let spring = Spring(mass: 2, stiffness: 50, damping: damping, initialVelocity: velocity)
    let h = 1e-4
    #expect(spring.displacement(at: 0) == 1)
    #expect(abs((spring.displacement(at: h) - 1) / h + velocity) < 0.05)
    for time in [0.05, 0.2, 0.7] {
      let x = spring.displacement(at: time)
      let first = (spring.displacement(at: time + h) - spring.displacement(at: time - h)) / (2 * h)
      let second =
        (spring.displacement(at: time + h) - 2 * x + spring.displacement(at: time - h)) / (h * h)
      #expect(abs(2 * second + damping * first + 50 * x) < 1e-4)
    }
  }

  @Test("damping ratio and frequency follow from mass, stiffness and damping")
  func derivedParameters() {
    let spring = Spring(mass: 1, stiffness: 100, damping: 10)
    #expect(spring.dampingRatio == 0.5)
    #expect(spring.angularFrequency == 10)
  }

  @Test(
    "the duration fit reproduces the reference table",
    arguments: [
      (0.5, 0.7, 387.2745799154265, 27.55101044670115, 0.9985721449148537),
      (0.3, 1.0, 947.2880491901972, 61.55608984301057, 0.999),
      (0.5, 0.5, 646.8780063665112, 25.43379653859233, 1.0009693929184615),
      (1.0, 0.5, 161.7195015916278, 12.716898269296165, 1.0009693929184615),
      (0.4, 2.0, 4243.9194003909915, 260.5814851562863, 0.999),
    ])
  func durationFit(
    duration: Double, ratio: Double, stiffness: Double, damping: Double, endProgress: Double
  ) {
    let spring = Spring(dampingRatio: ratio, duration: duration)
    #expect(spring.mass == 1)
    #expect(abs(spring.stiffness - stiffness) < 1e-6 * stiffness)
    #expect(abs(spring.damping - damping) < 1e-6 * damping)
    #expect(abs(spring.dampingRatio - ratio) < 1e-12)
    #expect(abs(spring.progress(at: duration) - endProgress) < 1e-9)
  }

  @Test("the fit is continuous through a damping ratio of 1")
  func fitContinuity() {
    let below = Spring(dampingRatio: 0.999_999, duration: 1)
    let at = Spring(dampingRatio: 1, duration: 1)
    #expect(abs(below.angularFrequency - at.angularFrequency) < 1e-9)
  }

  @Test("a spring without a positive frequency is at rest")
  func degenerateSpring() {
    #expect(Spring(stiffness: 0, damping: 1).displacement(at: 0.5) == 0)
    #expect(Spring(stiffness: .nan, damping: 1).displacement(at: 0.5) == 0)
  }
}

@MainActor
@Suite("Spring animations")
struct SpringAnimationTests {
  @Test("the spring API follows the fitted spring and snaps to the model at its duration")
  func springAnimation() throws {
    try ViewRuntime.isolated {
      let view = View(frame: CGRect(x: 0, y: 0, width: 150, height: 150))
      let xs = try AnimationClock.current.sample(
        view,
        action: {
          View.animate(
            withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0.5,
            options: [], animations: { view.frame.origin.x = 225 })
        }
      ) { $0.frame.minX }
      let spring = Spring(dampingRatio: 0.5, duration: 0.5, initialVelocity: 0.5)
      #expect(xs.count == 31)
      for (i, x) in xs.dropLast().enumerated() {
        #expect(abs(x - 225 * spring.progress(at: Double(i) / 60)) < 1e-9, "frame \(i)")
      }
      #expect(xs.last == 225)
      #expect(xs.contains { $0 > 225 })
    }
  }
}
