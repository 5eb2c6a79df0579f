import Foundation
import PinframeViews

/// A chain released away from the main thread, handed to the main actor.
///
/// Its `isolated deinit` lets the concurrency runtime decide: the chain applies at once when the
/// releasing code runs on the main actor (test runners and `async` mains run it on worker
/// threads that drain the main queue), and later on the main actor otherwise.
@MainActor
final class ReleasedChain {
  /// The released chain's state, touched only by the isolated deinit.
  private nonisolated(unsafe) let state: UnsafeMutablePointer<ChainState>
  /// The layouted view, kept alive until the chain applies.
  private let view: View

  private nonisolated init(_ state: UnsafeMutablePointer<ChainState>, view: View) {
    self.state = state
    self.view = view
  }

  isolated deinit {
    PinLayout.finish(state, view)
  }

  /// Hands a released chain's state to the main actor (the handover is released at once).
  nonisolated static func handOver(_ state: UnsafeMutablePointer<ChainState>, of view: View) {
    _ = ReleasedChain(state, view: view)
  }
}
