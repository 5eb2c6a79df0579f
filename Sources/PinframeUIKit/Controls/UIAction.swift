import Foundation
import PinframeImage

/// What a ``UIAction`` runs: a closure given the action (whose ``UIAction/sender`` is the
/// control that sent it).
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A closure a control runs for its events, as UIKit's `UIAction` (iOS 14): added with
/// ``UIControl/addAction(_:for:)`` or given as a control's primary action.
///
/// An action has an ``identifier``; adding an action to a control that already has one with the
/// same identifier replaces it. Without an identifier each action gets a unique one.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
  /// The name of an action, as UIKit's `UIAction.Identifier`.
  public struct Identifier: RawRepresentable, Sendable, Hashable {
    /// The name.
    public let rawValue: String

    /// An identifier from its name.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// An identifier from its name.
    public init(_ rawValue: String) {
      self.rawValue = rawValue
    }
  }

  /// The action's name: the one given, or a unique one.
  public let identifier: Identifier
  /// A longer title for the keyboard shortcut menu; stored.
  public var discoverabilityTitle: String?
  /// How menus show the action; stored.
  public var attributes: UIMenuElement.Attributes
  /// Whether menus show the action checked; stored.
  public var state: UIMenuElement.State
  /// The control that is sending the action while its handler runs, else `nil`.
  public internal(set) var sender: Any?
  /// The closure run when the action is sent.
  let handler: UIActionHandler

  /// An action with a title, an image and an identifier (a unique one by default), running
  /// `handler` when it is sent.
  public init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil,
    identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
    attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
    handler: @escaping UIActionHandler
  ) {
    self.identifier = identifier ?? UIAction.uniqueIdentifier()
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    self.handler = handler
    super.init(title: title, subtitle: subtitle, image: image)
  }

  /// How many actions were made without an identifier.
  private static var unnamedCount = 0

  /// A new identifier no other action has: `pinframe.action.<n>`, counted per process.
  private static func uniqueIdentifier() -> Identifier {
    unnamedCount += 1
    return Identifier("pinframe.action.\(unnamedCount)")
  }

  /// Runs the handler with ``sender`` set to `sender` meanwhile.
  func perform(sender: Any?) {
    let previous = self.sender
    self.sender = sender
    defer { self.sender = previous }
    handler(self)
  }
}
