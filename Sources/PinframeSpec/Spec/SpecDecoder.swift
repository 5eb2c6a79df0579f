/// Turns the JSON text of a spec into a ``LayoutSpec``, checking everything on the way.
///
/// The whole document is parsed first, then every view id is collected, so that chains and
/// animation steps can name views that come later in the file. Then the document is decoded in
/// order and the first fault is thrown.
struct SpecDecoder {
  let context: SpecContext
  let validator: ChainValidator
  private var firstUse: [String: JSONPath] = [:]
  private var viewCount = 0

  /// Ids a chain could not tell from its own keywords.
  static let reservedIDs: Set<String> = ["pin", "pinFrame", "true", "false"]

  /// Decodes the spec in `bytes`, naming `file` in errors.
  static func decode(_ bytes: [UInt8], file: String, limits: SpecLimits) throws(SpecError)
    -> LayoutSpec
  {
    let context = SpecContext(file: file, bytes: bytes, limits: limits)
    try context.checkText()
    let root = try context.parseJSON()
    let ids = collectIDs(root)
    let validator = ChainValidator(
      viewIDs: ids.all, imageViewIDs: ids.images, limits: limits.chain)
    var decoder = SpecDecoder(context: context, validator: validator)
    return try decoder.decodeSpec(root)
  }

  private init(context: SpecContext, validator: ChainValidator) {
    self.context = context
    self.validator = validator
  }

  private mutating func decodeSpec(_ root: JSONValue) throws(SpecError) -> LayoutSpec {
    let reader = try context.object(
      JSONField(value: root, path: .root), keys: ["canvas", "views", "animation"])
    let canvas = try decodeCanvas(reader.required("canvas"))
    let views = try decodeViews(reader.required("views"), depth: 1)
    var animation: AnimationSpec?
    if let field = reader["animation"] {
      animation = try decodeAnimation(field)
    }
    return LayoutSpec(file: context.file, canvas: canvas, views: views, animation: animation)
  }

  /// Records a view id, refusing ids that are malformed, reserved or used before.
  mutating func decodeID(_ field: JSONField) throws(SpecError) -> String {
    let id = try context.string(field, expectation: "an id string")
    guard id.isIdentifier else {
      throw context.expected(
        "an id of letters, digits and '_' that does not start with a digit", field)
    }
    guard !Self.reservedIDs.contains(id) else {
      throw context.error("'\(id)' is reserved in chains; choose another id", at: field)
    }
    if let first = firstUse[id] {
      throw context.error("duplicate id '\(id)'; it is first used at \(first)", at: field)
    }
    firstUse[id] = field.path
    viewCount += 1
    guard viewCount <= context.limits.maximumViews else {
      throw context.error(
        "the spec has more than \(context.limits.maximumViews) views, the limit", at: field)
    }
    return id
  }

  /// The chain in `field` that lays out view `receiver`, parsed and checked against the spec's
  /// view ids.
  func decodeChain(_ field: JSONField, receiver: String) throws(SpecError) -> PinChain {
    let text = try context.string(
      field, expectation: "a PinLayout chain such as \"top(10).left(10)\"")
    var parser = ChainParser(text, limits: context.limits.chain)
    let syntax: ChainSyntax
    let calls: [PinCall]
    do {
      syntax = try parser.parse()
    } catch {
      throw SpecError(file: context.file, path: field.path, diagnostic: error.diagnostic)
    }
    do {
      calls = try validator.validate(syntax, text: text, receiver: receiver)
    } catch {
      throw SpecError(file: context.file, path: field.path, diagnostic: error.diagnostic)
    }
    return PinChain(
      text: text, usesFrame: syntax.receiver == .pinFrame, calls: calls, path: field.path)
  }

  /// Every string `id` of a view object in the tree, and those of `"type": "image"` views,
  /// whatever else is wrong with the document (those faults are reported by the decoding that
  /// follows).
  private static func collectIDs(_ root: JSONValue) -> (all: Set<String>, images: Set<String>) {
    var ids = Set<String>()
    var images = Set<String>()
    var pending = [root.member("views")].compactMap { $0 }
    while let list = pending.popLast() {
      guard case .array(let views) = list.kind else { continue }
      for view in views {
        if case .string(let id)? = view.member("id")?.kind {
          ids.insert(id)
          if case .string(let type)? = view.member("type")?.kind,
            SpecViewType.named(type)?.hasContentAspectRatio == true
          {
            images.insert(id)
          }
        }
        if let children = view.member("children") { pending.append(children) }
      }
    }
    return (ids, images)
  }
}

extension JSONValue {
  /// The value of member `key` when this is an object that has one.
  func member(_ key: String) -> JSONValue? {
    guard case .object(let members) = kind else { return nil }
    return members.first { $0.key == key }?.value
  }
}
