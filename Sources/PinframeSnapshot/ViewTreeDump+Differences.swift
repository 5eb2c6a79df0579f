extension ViewTreeDump {
  /// Sentences describing how this dump differs from `reference`.
  ///
  /// Changed and removed views come in reference order, then new views in this dump's order.
  /// The result is empty when the texts are equal.
  public func differences(from reference: ViewTreeDump) -> [String] {
    guard text != reference.text else { return [] }
    let old = reference.entries
    let new = entries
    let newByPath = Dictionary(new.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    let oldPaths = Set(old.map(\.path))
    var sentences: [String] = []
    for entry in old {
      guard let current = newByPath[entry.path] else {
        sentences.append("\(entry.name) disappeared (was at \(entry.frame))")
        continue
      }
      sentences += current.changes(from: entry)
    }
    for entry in new where !oldPaths.contains(entry.path) {
      sentences.append("\(entry.name) appeared at \(entry.frame)")
    }
    return sentences.isEmpty ? ["the dump text changed"] : sentences
  }

  private var entries: [Entry] {
    var stack: [String] = []
    var result: [Entry] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
      guard let entry = Entry(line: line, parents: &stack) else { continue }
      result.append(entry)
    }
    return result
  }
}

private struct Entry {
  var path: String
  var name: String
  var frame: String
  var flags: [String]
  /// The text the view shows, quoted as the dump writes it (`"Hello"`), if it shows one.
  var text: Substring?

  init?(line: Substring, parents: inout [String]) {
    let depth = line.prefix { $0 == " " }.count / 2
    let body = line.drop { $0 == " " }
    guard let open = body.firstIndex(of: "("), let close = body.firstIndex(of: ")") else {
      return nil
    }
    name = String(body[..<open]).trimmingCharacters(in: .whitespaces)
    frame = String(body[open...close])
    let rest = body[body.index(after: close)...]
    text = Self.quotedText(in: rest)
    let unquoted = text.map { rest.replacingOccurrences(of: "text " + $0, with: "") }
    flags = (unquoted ?? String(rest)).split(separator: " ").map(String.init)
    parents = Array(parents.prefix(depth)) + [name]
    path = parents.joined(separator: "/")
  }

  /// The quoted string after `text ` in `attributes` (`'Hello'`, as labels describe their
  /// text), its quotes included; a backslash escapes the character after it.
  private static func quotedText(in attributes: Substring) -> Substring? {
    guard let marker = attributes.range(of: "text "), marker.upperBound < attributes.endIndex
    else { return nil }
    let quote = attributes[marker.upperBound]
    guard quote == "'" || quote == "\"" else { return nil }
    var index = attributes.index(after: marker.upperBound)
    while index < attributes.endIndex {
      if attributes[index] == quote { return attributes[marker.upperBound...index] }
      let step = attributes[index] == "\\" ? 2 : 1
      index =
        attributes.index(index, offsetBy: step, limitedBy: attributes.endIndex)
        ?? attributes.endIndex
    }
    return nil
  }

  func changes(from old: Entry) -> [String] {
    var sentences: [String] = []
    if let text, let oldText = old.text, text != oldText {
      sentences.append("\(name): text \(oldText) → \(text)")
    }
    if frame != old.frame {
      let verb = frameVerb(from: old.frame, to: frame)
      sentences.append("\(name) \(verb) from \(old.frame) to \(frame)")
    }
    let wasHidden = old.flags.contains("hidden")
    let isHidden = flags.contains("hidden")
    if wasHidden != isHidden {
      sentences.append("\(name) became \(isHidden ? "hidden" : "visible")")
    }
    if alpha(old.flags) != alpha(flags) {
      sentences.append("\(name)'s alpha changed from \(alpha(old.flags)) to \(alpha(flags))")
    }
    return sentences
  }

  private func alpha(_ flags: [String]) -> String {
    guard let index = flags.firstIndex(of: "alpha"), index + 1 < flags.count else { return "1" }
    return flags[index + 1]
  }

  private func frameVerb(from old: String, to new: String) -> String {
    let a = numbers(old)
    let b = numbers(new)
    guard a.count == 4, b.count == 4 else { return "changed" }
    switch (a[0..<2] != b[0..<2], a[2..<4] != b[2..<4]) {
    case (true, false): return "moved"
    case (false, true): return "resized"
    default: return "moved and resized"
    }
  }

  private func numbers(_ frame: String) -> [Substring] {
    frame.dropFirst().dropLast().split(separator: ",").map { $0.drop { $0 == " " } }
  }
}
