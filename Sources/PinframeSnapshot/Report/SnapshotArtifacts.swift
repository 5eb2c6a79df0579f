/// The files (and, for text, the texts) written for one failure, by absolute path.
///
/// For an image, `expected`, `actual` and `diff` are PNGs. For an animation they are the
/// whole animations (APNG; `actual` is what the accept command copies), and `frames` holds one
/// PNG of each per frame. For text, `actual` is the actual text file and the texts themselves
/// are in `expectedText` and `actualText`.
public struct SnapshotArtifacts: Sendable, Hashable, Codable {
  /// A copy of the reference.
  public var expected: String?
  /// The actual snapshot: what accepting the change copies over the reference.
  public var actual: String?
  /// The diff image.
  public var diff: String?
  /// One entry per frame of an animation (the longer of the two), in order.
  public var frames: [SnapshotFrameArtifacts]
  /// A contact sheet of an animation's frames.
  public var filmstrip: String?
  /// The reference text of a text snapshot.
  public var expectedText: String?
  /// The actual text of a text snapshot.
  public var actualText: String?

  /// Creates artifacts; everything is optional.
  public init(
    expected: String? = nil, actual: String? = nil, diff: String? = nil,
    frames: [SnapshotFrameArtifacts] = [], filmstrip: String? = nil,
    expectedText: String? = nil, actualText: String? = nil
  ) {
    self.expected = expected
    self.actual = actual
    self.diff = diff
    self.frames = frames
    self.filmstrip = filmstrip
    self.expectedText = expectedText
    self.actualText = actualText
  }
}

/// The PNGs of one animation frame, by absolute path; `nil` where a side has no such frame.
public struct SnapshotFrameArtifacts: Sendable, Hashable, Codable {
  /// The reference's frame.
  public var expected: String?
  /// The actual animation's frame.
  public var actual: String?
  /// The frame's diff image.
  public var diff: String?

  /// Creates the artifacts of one frame.
  public init(expected: String? = nil, actual: String? = nil, diff: String? = nil) {
    self.expected = expected
    self.actual = actual
    self.diff = diff
  }
}
