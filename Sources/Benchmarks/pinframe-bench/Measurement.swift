import Foundation

/// Timing of one benchmark row: a warm-up, then repeated runs until both a minimum count and a
/// minimum total time are reached; the median is what tables compare.
struct Measurement {
  /// Every run's duration in seconds, sorted.
  var seconds: [Double]

  /// The median run.
  var median: Double { seconds[seconds.count / 2] }
  /// The fastest run.
  var fastest: Double { seconds.first ?? 0 }
  /// The slowest run.
  var slowest: Double { seconds.last ?? 0 }

  /// Runs `body` once to warm up, then at least `runs` times and at least `minimumSeconds` in all.
  static func run(runs: Int = 9, minimumSeconds: Double = 0.25, _ body: () throws -> Void)
    rethrows -> Measurement
  {
    try body()
    var samples: [Double] = []
    let clock = ContinuousClock()
    var total = 0.0
    while samples.count < runs || total < minimumSeconds {
      let elapsed = try clock.measure(body)
      let seconds =
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
      samples.append(seconds)
      total += seconds
    }
    return Measurement(seconds: samples.sorted())
  }
}
