/// How text is drawn: Inter's glyph outlines, or one silhouette bar per character.
///
/// Glyphs are the default: readable text, antialiased, the same pixels on every machine.
/// Silhouettes are the look of Pinframe's first renderer (version 1): each character a bar
/// spanning its advance from the baseline to its x-height or cap height (descenders below),
/// punctuation as dots and dashes. They show where text is and how wide, and stay the same when
/// the font data changes, for teams whose references must never move with the glyphs.
public enum TextRendering: String, Sendable, Hashable, CaseIterable {
  /// Each character drawn from its glyph outline.
  case glyphs
  /// Each character drawn as a bar of its advance and height.
  case silhouettes
}
