/// Finds the nearest of some known names to a misspelt one, for "did you mean …?" hints.
public enum Suggestion {
  /// Names longer than this get no suggestion (the distance is quadratic in the length).
  static let longestWord = 64

  /// The candidate nearest to `word`, if it is near enough.
  ///
  /// Near enough is at most one edit per three characters (at least one). Case differences
  /// count as nothing, so `hcenter` finds `hCenter`; ties go to the earlier candidate.
  public static func nearest(to word: String, in candidates: some Sequence<String>) -> String? {
    guard word.count <= longestWord else { return nil }
    let limit = max(1, word.count / 3)
    var best: (name: String, distance: Int)?
    for candidate in candidates where candidate != word && candidate.count <= longestWord {
      let distance = Self.distance(word.lowercased(), candidate.lowercased())
      if distance <= limit, distance < best?.distance ?? .max {
        best = (candidate, distance)
      }
    }
    return best?.name
  }

  /// `"; did you mean 'x'?"` for the nearest candidate, or an empty string.
  public static func hint(for word: String, in candidates: [String], prefix: String = "")
    -> String
  {
    nearest(to: word, in: candidates).map { "; did you mean '\(prefix)\($0)'?" } ?? ""
  }

  /// The ``hint(for:in:prefix:)``, or when there is none, `"; expected a, b or c"`.
  package static func hintOrChoices(for word: String, in candidates: [String], prefix: String = "")
    -> String
  {
    let hint = hint(for: word, in: candidates, prefix: prefix)
    return hint.isEmpty ? "; expected " + alternatives(candidates.map { prefix + $0 }) : hint
  }

  /// The optimal-string-alignment distance: insertions, deletions, substitutions and swaps of
  /// neighbours each cost one.
  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a.unicodeScalars)
    let b = Array(b.unicodeScalars)
    guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
    var beforePrevious = Array(repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var row = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          row[j] = min(row[j], beforePrevious[j - 2] + 1)
        }
      }
      beforePrevious = previous
      previous = row
    }
    return previous[b.count]
  }
}
