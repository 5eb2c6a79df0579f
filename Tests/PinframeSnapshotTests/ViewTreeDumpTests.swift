import Foundation
import Pinframe
import PinframeSnapshot
import Testing

@MainActor
@Suite("View tree dumps")
struct ViewTreeDumpTests {
  private func scene(blueX: CGFloat = 0, blueHidden: Bool = false) -> View {
    let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    root.debugName = "root"
    for (name, frame) in [
      ("red", CGRect(x: 145, y: 12, width: 100, height: 100)),
      ("blue", CGRect(x: blueX, y: 0, width: 100, height: 100)),
    ] {
      let view = View(frame: frame)
      view.debugName = name
      root.addSubview(view)
    }
    root.subviews[1].isHidden = blueHidden
    root.subviews[0].alpha = 0.25
    return root
  }

  @Test("one line per view with frames, flags and depth")
  func dumpText() {
    let root = scene()
    root.subviews[0].addSubview(View(frame: CGRect(x: 0.5, y: 1.25, width: 3, height: 4)))
    root.subviews[0].addSubview(View(frame: .zero))
    #expect(
      ViewTreeDump(of: root).text == """
        root (0, 0, 390, 844)
          red (145, 12, 100, 100) alpha 0.25
            UIView (0.5, 1.25, 3, 4)
            UIView#2 (0, 0, 0, 0)
          blue (0, 0, 100, 100)

        """)
  }

  @Test(
    "views are named by type and debugName, accessibilityIdentifier or the property holding them"
  )
  func names() {
    let card = CardView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(
      ViewTreeDump(of: card).text == """
        CardView (0, 0, 100, 50)
          avatar (1, 1, 10, 10)
          Badge badge (2, 2, 3, 3)
          title (0, 20, 50, 10)
          rows[0] (0, 30, 100, 5)
          rows[1] (0, 35, 100, 5)
          Badge (0, 0, 1, 1)
          Badge#2 (0, 0, 1, 1)

        """)
  }

  @Test("a view is named by the property holding it anywhere up its owners, nearest first")
  func ownerNames() {
    final class FormView: View {
      let header = View(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
      let title = View(frame: CGRect(x: 4, y: 4, width: 50, height: 12))
      override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(header)
        header.addSubview(title)
      }
      required init?(coder: NSCoder) { nil }
    }
    final class FormController: UIViewController {
      let form = FormView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
      override func viewDidLoad() { view.addSubview(form) }
    }
    let controller = FormController()
    controller.view.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
    #expect(
      ViewTreeDump(of: controller).text == """
        UIView (0, 0, 100, 40)
          FormView form (0, 0, 100, 40)
            header (0, 0, 100, 20)
              title (4, 4, 50, 12)

        """)
  }

  @Test("differences read as sentences naming the view")
  func differences() {
    let before = ViewTreeDump(of: scene())
    #expect(
      ViewTreeDump(of: scene(blueX: 20)).differences(from: before) == [
        "blue moved from (0, 0, 100, 100) to (20, 0, 100, 100)"
      ])
    #expect(
      ViewTreeDump(of: scene(blueHidden: true)).differences(from: before) == ["blue became hidden"])
    #expect(ViewTreeDump(of: scene()).differences(from: before).isEmpty)
  }

  @Test("a text change names the view and both texts, quotes and spaces included")
  func textDifferences() {
    let old = ViewTreeDump(
      text: "canvas (0, 0, 60, 40)\n  t (5, 5, 16, 21) text 'Castlecrag House' font system 17\n")
    let new = ViewTreeDump(
      text: "canvas (0, 0, 60, 40)\n  t (5, 5, 16, 21) text 'Castlecrag Houses' font system 17\n")
    #expect(new.differences(from: old) == ["t: text 'Castlecrag House' → 'Castlecrag Houses'"])
    let quoted = ViewTreeDump(
      text: "canvas (0, 0, 60, 40)\n  t (5, 5, 16, 21) text 'it\\'s hidden' font system 17\n")
    #expect(quoted.differences(from: old) == ["t: text 'Castlecrag House' → 'it\\'s hidden'"])
  }

  @Test("resizes, appearing and disappearing views are named")
  func structuralDifferences() {
    let before = ViewTreeDump(of: scene())
    let after = scene()
    after.subviews[1].frame.size = CGSize(width: 50, height: 100)
    after.subviews[0].removeFromSuperview()
    let green = View(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    green.debugName = "green"
    after.addSubview(green)
    #expect(
      ViewTreeDump(of: after).differences(from: before) == [
        "red disappeared (was at (145, 12, 100, 100))",
        "blue resized from (0, 0, 100, 100) to (0, 0, 50, 100)",
        "green appeared at (1, 2, 3, 4)",
      ])
  }
}

/// A card with subviews held by properties, an accessibility identifier and anonymous views.
private final class CardView: View {
  let avatar = View(frame: CGRect(x: 1, y: 1, width: 10, height: 10))
  lazy var badge = Badge(frame: CGRect(x: 2, y: 2, width: 3, height: 3))
  let heading = View(frame: CGRect(x: 0, y: 20, width: 50, height: 10))
  let rows = [
    View(frame: CGRect(x: 0, y: 30, width: 100, height: 5)),
    View(frame: CGRect(x: 0, y: 35, width: 100, height: 5)),
  ]

  override init(frame: CGRect) {
    super.init(frame: frame)
    heading.accessibilityIdentifier = "title"
    [avatar, badge, heading].forEach(addSubview)
    rows.forEach(addSubview)
    addSubview(Badge(frame: CGRect(x: 0, y: 0, width: 1, height: 1)))
    addSubview(Badge(frame: CGRect(x: 0, y: 0, width: 1, height: 1)))
  }

  required init?(coder: NSCoder) { nil }
}

private final class Badge: View {}
