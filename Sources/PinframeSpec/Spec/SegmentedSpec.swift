/// A segmented control of a spec (`"type": "segmented"`).
public struct SegmentedSpec: Sendable, Hashable {
  /// The segments' titles, at least one.
  public var items: [String]
  /// The selected segment, −1 for none (the default).
  public var selectedSegmentIndex: Int
  /// Whether segments are as wide as their titles.
  public var apportionsSegmentWidthsByContent: Bool?

  /// Creates a segmented control's properties.
  public init(
    items: [String], selectedSegmentIndex: Int = -1,
    apportionsSegmentWidthsByContent: Bool? = nil
  ) {
    self.items = items
    self.selectedSegmentIndex = selectedSegmentIndex
    self.apportionsSegmentWidthsByContent = apportionsSegmentWidthsByContent
  }
}
