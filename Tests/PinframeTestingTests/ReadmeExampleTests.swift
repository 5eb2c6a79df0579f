import Pinframe
import PinframeTesting
import Testing

// The README's complete example, verbatim: it must keep compiling and rendering.

final class ProfileView: UIView {
  let avatar = UIView()
  let name = UIView()
  let badge = UIView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemGroupedBackground
    avatar.backgroundColor = .systemBlue
    avatar.layer.cornerRadius = 32
    name.backgroundColor = .systemGray3
    badge.backgroundColor = .systemRed
    [avatar, name, badge].forEach(addSubview)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func layoutSubviews() {
    super.layoutSubviews()
    avatar.pin.top(pin.safeArea).left(16).size(64).marginTop(16)
    name.pin.after(of: avatar, aligned: .center).right(16).height(20).marginLeft(12)
    badge.pin.topRight(to: avatar.anchor.topRight).size(16)
  }
}

@MainActor
@Suite("README example")
struct ReadmeExampleTests {
  @Test("the profile view lays out as the README describes")
  func profileFrames() throws {
    let view = ProfileView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
    view.layoutIfNeeded()
    #expect(view.avatar.frame == CGRect(x: 16, y: 16, width: 64, height: 64))
    #expect(view.name.frame == CGRect(x: 92, y: 38, width: 282, height: 20))
    #expect(view.badge.frame == CGRect(x: 64, y: 16, width: 16, height: 16))
    let image = try view.renderImage(scale: 2)
    #expect(image[100, 100] == Color.systemBlue.rgba8)
    #expect(image[2, 2] == Color.systemGroupedBackground.rgba8)
  }
}
