import Foundation
import PinframeGraphics
import PinframeText
import PinframeViews

/// How a table style shows a section's title and the background behind its header or footer
/// (the iOS 13–14 look, approximated: plain titles in 17-pt bold on light grey, vertically
/// centred; grouped titles in the 13-pt footnote font, grey and upper-cased, 7 points from the
/// edge next to the rows).
struct SectionTitleStyle {
  /// Where the title sits vertically.
  enum Placement {
    case centered
    /// Its bottom 7 points above the view's bottom (a grouped header).
    case bottom
    /// Its top 7 points below the view's top (a grouped footer).
    case top
  }

  var font: UIFont
  var textColor: UIColor
  var background: UIColor?
  var uppercased: Bool
  var placement: Placement

  static let plainHeader = SectionTitleStyle(
    font: .boldSystemFont(ofSize: 17), textColor: .label, background: .secondarySystemBackground,
    uppercased: false, placement: .centered)
  static let plainFooter = SectionTitleStyle(
    font: .systemFont(ofSize: 13), textColor: .secondaryLabel,
    background: .secondarySystemBackground, uppercased: false, placement: .centered)
  static let groupedHeader = SectionTitleStyle(
    font: .systemFont(ofSize: 13), textColor: .secondaryLabel, background: nil, uppercased: true,
    placement: .bottom)
  static let groupedFooter = SectionTitleStyle(
    font: .systemFont(ofSize: 13), textColor: .secondaryLabel, background: nil, uppercased: false,
    placement: .top)

  /// The style of a table style's headers or footers.
  static func of(_ style: UITableView.Style, header: Bool) -> SectionTitleStyle {
    switch (style, header) {
    case (.plain, true): plainHeader
    case (.plain, false): plainFooter
    case (_, true): groupedHeader
    case (_, false): groupedFooter
    }
  }

  /// The title as shown.
  func text(_ title: String) -> String {
    uppercased ? title.uppercased() : title
  }

  /// The label's frame in a view of `bounds`: between the layout margins, at its fitting
  /// height, placed vertically as the style says.
  @MainActor
  func labelFrame(for label: UILabel, in bounds: CGRect, margins: EdgeInsets) -> CGRect {
    let width = max(bounds.width - margins.left - margins.right, 0)
    let height = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
    let y: CGFloat
    switch placement {
    case .centered: y = (bounds.height - height) / 2
    case .bottom: y = bounds.height - 7 - height
    case .top: y = 7
    }
    return CGRect(x: margins.left, y: y, width: width, height: height)
  }
}
