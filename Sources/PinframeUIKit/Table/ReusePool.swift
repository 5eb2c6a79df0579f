import Foundation
import PinframeViews

/// The registered classes of a table or collection view and the views waiting for reuse, per
/// reuse identifier: dequeuing hands out a waiting view (after its `prepareForReuse()`) or makes
/// one of the registered class.
@MainActor
struct ReusePool<Element: View> {
  /// Makes a view of a registered class for an identifier.
  typealias Maker = (String) -> Element

  private var makers: [String: Maker] = [:]
  private var waiting: [String: [Element]] = [:]
  /// How many views the pool made, in all.
  private(set) var madeCount = 0

  /// Registers `maker` for `identifier` (`nil` unregisters); views of a class registered before
  /// under the same identifier are no longer handed out.
  mutating func register(_ maker: Maker?, for identifier: String) {
    makers[identifier] = maker
    waiting[identifier] = nil
  }

  /// Whether a class is registered for `identifier`.
  func isRegistered(_ identifier: String) -> Bool {
    makers[identifier] != nil
  }

  /// A waiting view for `identifier`, prepared for reuse, else a new one of the registered
  /// class; `nil` when none waits and none is registered.
  mutating func dequeue(_ identifier: String, prepare: (Element) -> Void) -> Element? {
    if let view = waiting[identifier]?.popLast() {
      prepare(view)
      return view
    }
    guard let make = makers[identifier] else { return nil }
    madeCount += 1
    return make(identifier)
  }

  /// Puts `view` in the queue of `identifier` (registered or not, as UIKit's cells made with
  /// `init(style:reuseIdentifier:)`); a view without an identifier is dropped.
  mutating func enqueue(_ view: Element, identifier: String?) {
    guard let identifier else { return }
    waiting[identifier, default: []].append(view)
  }

  /// Every view waiting for reuse.
  var waitingCount: Int { waiting.values.reduce(0) { $0 + $1.count } }
}
