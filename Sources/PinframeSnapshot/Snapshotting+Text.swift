import Pinframe

extension Snapshotting where Value == String {
  /// Compares strings line by line, stored as `.txt` references.
  public static var lines: Snapshotting<String> {
    Snapshotting { TextSnapshotFormat(text: $0) }
  }
}

extension Snapshotting where Value: View {
  /// A text snapshot of the view tree's frames (see ``ViewTreeDump``); a failure reads like
  /// "blue moved from (0, 0, 100, 100) to (20, 0, 100, 100)".
  public static var frames: Snapshotting<Value> {
    Snapshotting { view in
      TextSnapshotFormat(text: ViewTreeDump(of: view).text) { reference, actual in
        ViewTreeDump(text: actual).differences(from: ViewTreeDump(text: reference))
          .joined(separator: "\n")
      }
    }
  }
}
