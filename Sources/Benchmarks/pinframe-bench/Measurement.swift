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
    var total = 0.0
    while samples.count < runs || total < minimumSeconds {
      let elapsed = try timeInSeconds(body)
      samples.append(elapsed)
      total += elapsed
    }
    return Measurement(seconds: samples.sorted())
  }

  /// Runs `first` and `second` alternately (after one warm-up each), `runs` times each, so
  /// that both see the same machine state: whole-process rows compare this way.
  static func paired(runs: Int = 9, _ first: () throws -> Void, _ second: () throws -> Void)
    rethrows -> (Measurement, Measurement)
  {
    try first()
    try second()
    var samples: ([Double], [Double]) = ([], [])
    for _ in 0..<runs {
      samples.0.append(try timeInSeconds(first))
      samples.1.append(try timeInSeconds(second))
    }
    return (Measurement(seconds: samples.0.sorted()), Measurement(seconds: samples.1.sorted()))
  }

  private static func timeInSeconds(_ body: () throws -> Void) rethrows -> Double {
    let elapsed = try ContinuousClock().measure(body)
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  }
}
