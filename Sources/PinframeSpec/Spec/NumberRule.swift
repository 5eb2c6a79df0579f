/// Which numbers a spec field accepts, and how its error message describes them.
struct NumberRule: Sendable {
  /// What the field expects, as in "expected a number from 0 to 1, got 1.5".
  var expectation: String
  /// Whether a number is acceptable.
  var accepts: @Sendable (Double) -> Bool

  /// Any finite number above zero (limits of its own apply after).
  static let positive = NumberRule(expectation: "a positive number") { $0 > 0 && $0.isFinite }
  /// An opacity.
  static let fraction = NumberRule(expectation: "a number from 0 to 1") { (0...1).contains($0) }
  /// A display scale.
  static let scale = NumberRule(expectation: "1, 2 or 3") { [1, 2, 3].contains($0) }
  /// A spring's damping ratio.
  static let damping = NumberRule(expectation: "a number above 0 and at most 1") {
    $0 > 0 && $0 <= 1
  }

  /// A number from `-maximum` to `maximum`.
  static func coordinate(_ maximum: Double) -> NumberRule {
    NumberRule(expectation: "a number from -\(formatted(maximum)) to \(formatted(maximum))") {
      (-maximum...maximum).contains($0)
    }
  }

  /// A number from 0 to `maximum`.
  static func length(_ maximum: Double) -> NumberRule {
    NumberRule(expectation: "a number from 0 to \(formatted(maximum))") {
      (0...maximum).contains($0)
    }
  }

  /// A number of seconds from 0 to `maximum`.
  static func seconds(_ maximum: Double) -> NumberRule {
    NumberRule(expectation: "a number of seconds from 0 to \(formatted(maximum))") {
      (0...maximum).contains($0)
    }
  }

  /// A whole number in `range`.
  static func wholeNumber(_ range: ClosedRange<Int>) -> NumberRule {
    NumberRule(expectation: "a whole number from \(range.lowerBound) to \(range.upperBound)") {
      $0 == $0.rounded() && (Double(range.lowerBound)...Double(range.upperBound)).contains($0)
    }
  }
}
