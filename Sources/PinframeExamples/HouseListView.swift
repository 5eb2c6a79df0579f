import Pinframe

/// The pattern of PinLayout's Example-app collection screen, rebuilt: a vertical flow layout
/// (lines 8 pt apart, no interitem spacing, insets from the safe area) of house cards, each
/// sized in `sizeForItemAt` by a template card that is never on screen.
public final class HouseListView: UIView {
  /// One card: a name over a picture, a price and a distance under it.
  public struct House: Sendable {
    /// The name, in the card's header.
    public var name: String
    /// The price, bottom left.
    public var price: String
    /// The distance in kilometres, bottom right.
    public var distance: Int

    /// A house.
    public init(name: String, price: String, distance: Int) {
      self.name = name
      self.price = price
      self.distance = distance
    }
  }

  /// Five houses, more than an iPhone screen shows.
  public static let sampleHouses = [
    House(name: "Cliffside House", price: "1,500,000$", distance: 12),
    House(name: "Harbour View House", price: "1,240,000$", distance: 15),
    House(name: "Stacked Boxes House", price: "950,000$", distance: 22),
    House(name: "Timber Frame Home", price: "1,456,000$", distance: 32),
    House(name: "Glass Pavilion", price: "932,000$", distance: 82),
  ]

  /// The layout.
  public let flowLayout = UICollectionViewFlowLayout()
  /// The collection.
  public let collectionView: UICollectionView
  private let template = HouseCard()
  private var houses: [House] = []

  /// Creates the screen showing `houses`.
  public init(houses: [House] = HouseListView.sampleHouses) {
    collectionView = UICollectionView(frame: .zero, collectionViewLayout: flowLayout)
    super.init(frame: .zero)
    backgroundColor = .white
    flowLayout.minimumLineSpacing = 8
    flowLayout.minimumInteritemSpacing = 0
    flowLayout.sectionInsetReference = .fromSafeArea
    collectionView.contentInsetAdjustmentBehavior = .never
    collectionView.backgroundColor = .white
    collectionView.dataSource = self
    collectionView.delegate = self
    collectionView.register(HouseCard.self, forCellWithReuseIdentifier: HouseCard.identifier)
    addSubview(collectionView)
    self.houses = houses
    collectionView.reloadData()
  }

  /// Present for UIKit source compatibility.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The collection fills the safe area.
  override public func layoutSubviews() {
    super.layoutSubviews()
    collectionView.pin.all(pin.safeArea)
  }
}

extension HouseListView: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
  /// One card per house.
  public func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    houses.count
  }

  /// A card showing the house.
  public func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(
      withReuseIdentifier: HouseCard.identifier, for: indexPath)
    (cell as? HouseCard)?.show(houses[indexPath.item])
    return cell
  }

  /// The template card's size for the house at the collection's width.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    template.show(houses[indexPath.item])
    return template.sizeThatFits(
      CGSize(width: collectionView.bounds.width, height: .greatestFiniteMagnitude))
  }
}

/// A house card: a 40-pt coloured header with the name, a 300-pt picture filling its frame,
/// and a tinted footer wrapping the price and the distance with 8-pt padding.
public final class HouseCard: UICollectionViewCell {
  static let identifier = "HouseCard"
  static let tint = UIColor(red: 90 / 255, green: 171 / 255, blue: 243 / 255, alpha: 1)
  private static let margin: CGFloat = 8

  private let header = UIView()
  private let name = UILabel()
  private let picture = UIImageView()
  private let footer = UIView()
  private let price = UILabel()
  private let distance = UILabel()

  /// Creates the card.
  override public init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .white
    header.backgroundColor = Self.tint
    name.font = .systemFont(ofSize: 24)
    name.textColor = .white
    header.addSubview(name)
    picture.backgroundColor = .black
    picture.contentMode = .scaleAspectFill
    picture.clipsToBounds = true
    picture.image = Self.picture
    footer.backgroundColor = Self.tint.withAlphaComponent(0.2)
    distance.textAlignment = .right
    footer.addSubview(price)
    footer.addSubview(distance)
    for view in [header, picture, footer] { contentView.addSubview(view) }
  }

  /// Present for UIKit source compatibility.
  public required init?(coder: NSCoder) {
    return nil
  }

  func show(_ house: HouseListView.House) {
    name.text = house.name
    price.text = house.price
    distance.text = "\(house.distance) KM"
    setNeedsLayout()
  }

  override public func layoutSubviews() {
    super.layoutSubviews()
    arrange()
  }

  private func arrange() {
    let margin = Self.margin
    header.pin.top().horizontally(pin.safeArea).height(40)
    name.pin.vCenter().horizontally(margin).sizeToFit(.width)
    picture.pin.below(of: header).horizontally(pin.safeArea).height(300)
    footer.pin.below(of: picture).horizontally(pin.safeArea)
    price.pin.top().horizontally().margin(margin).sizeToFit(.widthFlexible)
    distance.pin.top().after(of: price).right().margin(margin).sizeToFit(.width)
    footer.pin.wrapContent(.vertically, padding: margin)
    contentView.pin.height(footer.frame.maxY)
  }

  /// The content view at `size.width`, laid out; as tall as the footer's bottom.
  override public func sizeThatFits(_ size: CGSize) -> CGSize {
    contentView.pin.width(size.width)
    arrange()
    return contentView.frame.size
  }

  /// A 4:3 picture of a house on a lawn under the sky, drawn once.
  private static let picture: UIImage = {
    let format = UIGraphicsImageRendererFormat(scale: 1)
    return UIGraphicsImageRenderer(size: CGSize(width: 400, height: 300), format: format).image {
      context in
      UIColor(red: 0.62, green: 0.80, blue: 0.95, alpha: 1).setFill()
      context.fill(CGRect(x: 0, y: 0, width: 400, height: 200))
      UIColor(red: 0.45, green: 0.70, blue: 0.35, alpha: 1).setFill()
      context.fill(CGRect(x: 0, y: 200, width: 400, height: 100))
      UIColor(white: 0.95, alpha: 1).setFill()
      context.fill(CGRect(x: 110, y: 110, width: 180, height: 120))
      UIColor(white: 0.25, alpha: 1).setFill()
      context.fill(CGRect(x: 180, y: 160, width: 40, height: 70))
    }
  }()
}
