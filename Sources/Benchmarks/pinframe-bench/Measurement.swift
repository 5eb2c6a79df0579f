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

  /// Runs `bodies` in turn (after one warm-up each), `runs` times each, so that all see the
  /// same machine state: whole-process rows compare this way.
  static func interleaved(runs: Int = 9, _ bodies: [() throws -> Void]) throws
    -> [Measurement]
  {
    for body in bodies { try body() }
    var samples = Array(repeating: [Double](), count: bodies.count)
    for _ in 0..<runs {
      for (index, body) in bodies.enumerated() { samples[index].append(try timeInSeconds(body)) }
    }
    return samples.map { Measurement(seconds: $0.sorted()) }
  }

  private static func timeInSeconds(_ body: () throws -> Void) rethrows -> Double {
    let elapsed = try ContinuousClock().measure(body)
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  }
}
