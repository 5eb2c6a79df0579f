/// For each symbol, the slots of the rows it may appear in: singly linked lists in one pool, so
/// that noting a symbol's row costs one append to a flat array.
///
/// Entries go stale when a symbol leaves a row or a row leaves its slot; they are dropped when
/// their list is next walked.
struct ColumnIndex {
  /// One entry of a list: the slot it names and the next entry (for a free entry, the next free
  /// one), or -1.
  private struct Entry {
    var slot: Int32
    var next: Int32
  }

  /// The first entry of each symbol's list, or -1.
  private var heads: [Int32] = []
  /// The pool of entries.
  private var entries: [Entry] = []
  /// The first free entry, or -1.
  private var firstFree: Int32 = -1

  /// Makes room for one more symbol, with an empty list.
  mutating func addSymbol() { heads.append(-1) }

  /// Whether `symbol`'s list is empty (it may still hold stale entries).
  func isEmpty(_ symbol: Int32) -> Bool { heads[Int(symbol)] < 0 }

  /// Notes that `slot`'s row holds `symbol`.
  mutating func note(_ symbol: Int32, in slot: Int32) {
    let head = heads[Int(symbol)]
    if firstFree >= 0 {
      let entry = firstFree
      firstFree = entries[Int(entry)].next
      entries[Int(entry)] = Entry(slot: slot, next: head)
      heads[Int(symbol)] = entry
    } else {
      heads[Int(symbol)] = Int32(entries.count)
      entries.append(Entry(slot: slot, next: head))
    }
  }

  /// Notes that `slot`'s row holds each of `cells`' symbols.
  mutating func note(_ cells: [Row.Cell], in slot: Int32) {
    for cell in cells { note(cell.symbol, in: slot) }
  }

  /// The slots of `symbol`'s list for which `keep` holds, dropping the entries for which it
  /// does not.
  mutating func slots(of symbol: Int32, keeping keep: (Int32) -> Bool) -> [Int32] {
    var result: [Int32] = []
    var previous: Int32 = -1
    var entry = heads[Int(symbol)]
    while entry >= 0 {
      let next = entries[Int(entry)].next
      if keep(entries[Int(entry)].slot) {
        result.append(entries[Int(entry)].slot)
        previous = entry
      } else {
        if previous >= 0 { entries[Int(previous)].next = next } else { heads[Int(symbol)] = next }
        free(entry)
      }
      entry = next
    }
    return result
  }

  /// Empties `symbol`'s list.
  mutating func removeAll(_ symbol: Int32) {
    var entry = heads[Int(symbol)]
    heads[Int(symbol)] = -1
    while entry >= 0 {
      let next = entries[Int(entry)].next
      free(entry)
      entry = next
    }
  }

  private mutating func free(_ entry: Int32) {
    entries[Int(entry)].next = firstFree
    firstFree = entry
  }
}
