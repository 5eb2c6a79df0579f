import PinframeViews

/// The memory of the chains being built: a chain takes a slot when it is made and gives it
/// back when it is released, and the next chain reuses it.
///
/// Every access happens on the main actor. The free slots form a list through their own
/// memory; at most ``keptFreeSlots`` are kept, so that many chains alive at once (stored ones)
/// leave no lasting memory behind.
@MainActor
@usableFromInline
enum ChainSlots {
  // Exclusivity is not checked at run time: every access is a short one on the main actor, and
  // the checks cost more than the accesses.

  /// The first free slot; a free slot's memory holds the address of the next one.
  @exclusivity(unchecked) private static var firstFree: UnsafeMutableRawPointer?
  @exclusivity(unchecked) private static var freeCount = 0

  /// How many free slots are kept for reuse; more are deallocated.
  private static let keptFreeSlots = 64

  /// A slot holding a new chain's state.
  @usableFromInline
  static func take(view: View, keepTransform: Bool) -> UnsafeMutablePointer<ChainState> {
    let slot: UnsafeMutablePointer<ChainState>
    if let free = firstFree {
      firstFree = free.load(as: UnsafeMutableRawPointer?.self)
      freeCount -= 1
      slot = free.assumingMemoryBound(to: ChainState.self)
    } else {
      slot = .allocate(capacity: 1)
    }
    slot.initialize(to: ChainState(view: view, keepTransform: keepTransform))
    return slot
  }

  /// Ends the state in `slot` and frees the slot.
  static func giveBack(_ slot: UnsafeMutablePointer<ChainState>) {
    slot.deinitialize(count: 1)
    guard freeCount < keptFreeSlots else { return slot.deallocate() }
    let free = UnsafeMutableRawPointer(slot)
    free.storeBytes(of: firstFree, as: UnsafeMutableRawPointer?.self)
    firstFree = free
    freeCount += 1
  }
}
