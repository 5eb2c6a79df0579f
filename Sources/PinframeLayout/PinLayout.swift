import Foundation
import PinframeGraphics
import PinframeViews

/// One layout chain for one view: `view.pin.top(10).horizontally(12).height(40)`.
///
/// Every method records a rule and returns the chain; nothing is computed until the chain is
/// applied, by ``layout()`` or, as in PinLayout, when the chain is released at the end of the
/// statement. Applying starts from the view's current frame and writes the result rounded to
/// the display scale. Conflicting rules warn and keep the first value; margins keep the last.
///
/// The chain is a noncopyable value: each method consumes it and returns it, and the last one
/// returned applies when it is destroyed. A chain kept in a variable is consumed by its next
/// call, which returns it: `chain = chain.left(10)`.
@preconcurrency @MainActor
public struct PinLayout: ~Copyable {
  // A chain object cost a heap allocation, its release and three atomic reference-count
  // instructions per chain: the layout benchmark went from 168 to 141 ns per view on a 2-vCPU
  // VM without them (and to about 77 with the quiet stores below). The chain is now a pointer
  // to a reused slot (Impl/ChainSlots.swift), moved from call to call in a register (a chain
  // holding its rules itself, about 300 bytes, was copied by every call).
  //
  // Every chain method is an `@inlinable` wrapper that records its rule in the slot through an
  // internal `record…` method (Impl/ChainState+…Rules.swift) and returns the chain. The most
  // used ones (top, left, width, height, margins) first try a quiet store inlined at the call
  // site (`AxisSlots.storeQuietly`), which stores what the rule would store when it has nothing
  // to warn about; otherwise the full rule runs and warns. Relative rules and other views'
  // edges do the same inside the module for siblings.

  /// The layouted view, kept alive by the chain (the state refers to it without retaining it).
  @usableFromInline let view: View
  /// The chain's state, owned by the chain until it is released.
  @usableFromInline let state: UnsafeMutablePointer<ChainState>

  @inlinable
  init(view: View, keepTransform: Bool) {
    self.view = view
    state = ChainSlots.take(view: view, keepTransform: keepTransform)
  }

  // A chain applies when it is destroyed; a struct's deinit is not isolated. Destroyed on the
  // main thread (where synchronous code excludes all other main-actor code), it applies at once
  // without asking the concurrency runtime (whose check cost about 450 instructions and two
  // retain/release pairs per chain, a third of the layout time). Destroyed on another thread
  // (the main actor may run there, or a chain was sent away), it hands its state to a
  // `ReleasedChain`, whose `isolated deinit` lets the runtime decide.
  //
  // The chain is made (`view.pin`) and destroyed inline in the caller, so that the compiler
  // sees the chain's retain of the view and its release together and drops both when the
  // caller holds the view anyway (40% of the chains in the layout benchmark).
  @inlinable
  deinit {
    Self.release(state, view)
  }

  /// Applies and frees a destroyed chain, on the main actor.
  @usableFromInline
  nonisolated static func release(_ state: UnsafeMutablePointer<ChainState>, _ view: View) {
    guard MainThread.isCurrent else { return ReleasedChain.handOver(state, of: view) }
    // `MainActor.assumeIsolated` without asking the runtime: on the main thread nothing else
    // runs main-actor code meanwhile, which is what isolation guarantees. The function captures
    // nothing, so calling it allocates nothing.
    let release = unsafeBitCast(
      Self.finish as @MainActor (UnsafeMutablePointer<ChainState>, View) -> Void,
      to: ((UnsafeMutablePointer<ChainState>, View) -> Void).self)
    release(state, view)
  }

  /// Applies a released chain (unless ``layout()`` did) and frees its slot.
  ///
  /// `view` is the one the chain keeps alive: applying writes through it without retaining it.
  static func finish(_ state: UnsafeMutablePointer<ChainState>, _ view: View) {
    if !state.pointee.isLayouted { state.pointee.finish(view) }
    ChainSlots.giveBack(state)
  }

  /// Applies the chain now; it is not applied again when released.
  ///
  /// Needed only where the chain outlives the statement (PinLayout's playground case);
  /// otherwise the chain applies when it is released.
  public consuming func layout() {
    state.pointee.apply(view)
    state.pointee.isLayouted = true
  }

  /// The warning text as printed to the console (for the tests of the console format).
  func consoleText(_ text: String) -> String {
    state.pointee.consoleText(text)
  }
}
