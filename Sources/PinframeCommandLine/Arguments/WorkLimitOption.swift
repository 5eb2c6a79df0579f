import Pinframe

/// How `--work-limit` reads and reports the limit.
enum WorkLimitOption {
  /// The default limit in billions of pixels, for help texts.
  static var defaultBillions: String { WorkLimit.billions(WorkLimit.standard.pixels) }

  /// How a message says to raise the limit: `--work-limit 131` (the estimate, rounded up).
  static func raise(toCover work: Int) -> String {
    "--work-limit \(Int((Double(work) / 1e9).rounded(.up)))"
  }
}
