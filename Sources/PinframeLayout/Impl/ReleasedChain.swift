import Foundation
import PinframeViews

/// The view and the rules of a chain, as a value that can leave the main actor.
struct ChainState: Sendable {
  let view: View
  let keepTransform: Bool
  let scopedRuntime: ViewRuntime?
  let horizontal: AxisSlots
  let vertical: AxisSlots
  let adjustSizeType: AdjustSizeType?
  let shouldPinEdges: Bool
  let justify: HorizontalAlign?
  let align: VerticalAlign?
}

/// A chain released away from the main thread, handed to the main actor.
///
/// Its `isolated deinit` lets the concurrency runtime decide: the chain applies at once when the
/// releasing code runs on the main actor (test runners and `async` mains run it on worker
/// threads that drain the main queue), and later on the main actor otherwise.
@MainActor
final class ReleasedChain {
  private let state: ChainState

  private nonisolated init(_ state: ChainState) {
    self.state = state
  }

  isolated deinit {
    PinLayout(resuming: state).finish()
  }

  /// Hands a released chain's state to the main actor (the handover is released at once).
  nonisolated static func handOver(_ state: ChainState) {
    _ = ReleasedChain(state)
  }
}
