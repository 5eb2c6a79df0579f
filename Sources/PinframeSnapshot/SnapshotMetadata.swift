import Foundation
import Pinframe

/// What a reference records about how it was made, stored as PNG text chunks.
///
/// When pixels differ and the metadata differs too, the failure says the environment changed
/// (another renderer version, scale or edge mode) rather than only that pixels changed.
public struct SnapshotMetadata: Sendable, Hashable {
  /// The renderer version (`PinframeVersion/renderer`).
  public var rendererVersion: Int
  /// The package version that wrote the reference.
  public var packageVersion: String
  /// Device pixels per point.
  public var scale: Double
  /// The edge mode: `snapped` or `antialiased`.
  public var edges: String
  /// How text was drawn: `glyphs` (stored only when it is `silhouettes`).
  public var text: TextRendering
  /// Frames per second, for animations.
  public var framesPerSecond: Int?
  /// The view tree the image was drawn from (``ViewTreeDump`` text), so that a failure can say
  /// which views moved or changed.
  public var viewTree: String?

  /// The text chunk holding ``viewTree``.
  static let viewTreeKeyword = "pinframe.views"

  /// Metadata of this run of Pinframe.
  public init(
    scale: Double, edges: String, text: TextRendering = .glyphs, framesPerSecond: Int? = nil,
    viewTree: String? = nil
  ) {
    rendererVersion = PinframeVersion.renderer
    packageVersion = PinframeVersion.package
    self.scale = scale
    self.edges = edges
    self.text = text
    self.framesPerSecond = framesPerSecond
    self.viewTree = viewTree
  }

  /// The PNG text chunks holding the metadata.
  public var textChunks: [String: String] {
    var chunks = [
      "Software": "Pinframe \(packageVersion)",
      "pinframe.renderer": String(rendererVersion),
      "pinframe.scale": Self.format(scale),
      "pinframe.edges": edges,
    ]
    if text != .glyphs { chunks["pinframe.text"] = text.rawValue }
    if let framesPerSecond { chunks["pinframe.fps"] = String(framesPerSecond) }
    if let viewTree { chunks[Self.viewTreeKeyword] = viewTree }
    return chunks
  }

  /// The text chunks that hold metadata, the only ones a reference's reader needs.
  public static let textSelection = PNGTextSelection.keywords(
    [
      "Software", "pinframe.renderer", "pinframe.scale", "pinframe.edges", "pinframe.text",
      "pinframe.fps", viewTreeKeyword,
    ])

  /// Reads metadata from PNG text chunks; `nil` when they do not hold Pinframe metadata.
  public init?(textChunks: [String: String]) {
    guard let renderer = textChunks["pinframe.renderer"].flatMap(Int.init),
      let scale = textChunks["pinframe.scale"].flatMap(Double.init),
      let edges = textChunks["pinframe.edges"]
    else { return nil }
    rendererVersion = renderer
    packageVersion = textChunks["Software"]?.replacingOccurrences(of: "Pinframe ", with: "") ?? "?"
    self.scale = scale
    self.edges = edges
    text = textChunks["pinframe.text"].flatMap(TextRendering.init(rawValue:)) ?? .glyphs
    framesPerSecond = textChunks["pinframe.fps"].flatMap(Int.init)
    viewTree = textChunks[Self.viewTreeKeyword]
  }

  /// `Views that changed: …` with what moved, resized, appeared or disappeared between the
  /// reference's view tree and this run's, or `nil` when either has none or they are the same.
  public func viewChanges(from reference: SnapshotMetadata?, limit: Int = 20) -> String? {
    guard let old = reference?.viewTree, let new = viewTree, old != new else { return nil }
    let sentences = ViewTreeDump(text: new).differences(from: ViewTreeDump(text: old))
    var lines = sentences.prefix(limit).map { "  " + $0 }
    if sentences.count > limit { lines.append("  … and \(sentences.count - limit) more") }
    return "Views that changed:\n" + lines.joined(separator: "\n")
  }

  /// A short description, such as `renderer 2, scale 2, snapped edges` (with
  /// `, silhouette text` when text was drawn as silhouettes).
  public var summary: String {
    var summary = "renderer \(rendererVersion), scale \(Self.format(scale)), \(edges) edges"
    if text == .silhouettes { summary += ", silhouette text" }
    if let framesPerSecond { summary += ", \(framesPerSecond) fps" }
    return summary
  }

  /// What differs in the environment (renderer version, edge mode, text drawing) between a
  /// reference's metadata and this run's, or `nil` when nothing does.
  ///
  /// The scale is not the environment: the test code chooses it (``scaleChange(from:)``).
  public func environmentChange(from reference: SnapshotMetadata?) -> String? {
    guard let reference else {
      return "the reference has no Pinframe metadata (made by another tool?); this run: \(summary)"
    }
    guard
      reference.rendererVersion != rendererVersion || reference.edges != edges
        || reference.text != text
    else {
      return nil
    }
    var advice = ""
    if reference.rendererVersion > rendererVersion {
      advice =
        "the reference was made by a newer Pinframe renderer (\(reference.rendererVersion)) "
        + "than this one (\(rendererVersion)): update Pinframe, or record the reference again; "
    } else if reference.rendererVersion < rendererVersion {
      let glyphs =
        reference.rendererVersion < 2 && text == .glyphs
        ? " (text is now drawn from glyph outlines; text: .silhouettes or --text silhouettes "
          + "keeps the old look)" : ""
      advice =
        "the Pinframe renderer changed since the reference was made (\(reference.rendererVersion)"
        + " → \(rendererVersion))\(glyphs): record the reference again "
        + "(SNAPSHOT_TESTING_RECORD=failed, or pinframe test --record failed); "
    }
    return advice
      + "reference made with \(reference.summary) (Pinframe \(reference.packageVersion)); "
      + "this run: \(summary) (Pinframe \(packageVersion))"
  }

  /// `Scale changed: the reference was drawn at scale 2, this run at scale 3.`, or `nil` when
  /// the scales are the same (or the reference has no metadata).
  public func scaleChange(from reference: SnapshotMetadata?) -> String? {
    guard let reference, reference.scale != scale else { return nil }
    return "Scale changed: the reference was drawn at scale \(Self.format(reference.scale)), "
      + "this run at scale \(Self.format(scale))."
  }

  /// The environment entries that differ from a reference's (every entry but the scale, which
  /// the test chooses), for the report.
  public func changes(from reference: SnapshotMetadata?) -> [SnapshotMetadataChange] {
    var mine = textChunks
    var theirs = reference?.textChunks ?? [:]
    (mine[Self.viewTreeKeyword], theirs[Self.viewTreeKeyword]) = (nil, nil)
    if reference != nil { (mine["pinframe.scale"], theirs["pinframe.scale"]) = (nil, nil) }
    return Set(mine.keys).union(theirs.keys).sorted().compactMap { key in
      mine[key] == theirs[key]
        ? nil : SnapshotMetadataChange(key: key, expected: theirs[key], actual: mine[key])
    }
  }

  private static func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
  }
}
