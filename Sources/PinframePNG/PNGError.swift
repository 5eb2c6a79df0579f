/// Why PNG or APNG data could not be encoded or decoded.
///
/// `kind` is for code that reacts to the failure; `message` says what is wrong, where, and
/// (for decoding) includes libpng's own words.
public struct PNGError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The category of a failure.
  public enum Kind: Hashable, Sendable {
    /// The data does not start with the PNG signature.
    case notPNG
    /// The data ends before the image is complete (IEND included).
    case truncated
    /// The data is damaged: CRC, zlib stream, chunk order, header values, palette index…
    case corrupt
    /// The image, animation or text is larger than the limits allow (``PNGLimits``): a reader
    /// refuses what a file declares, a writer what it was given.
    case tooLarge
    /// The APNG chunks (acTL, fcTL, fdAT) are inconsistent.
    case invalidAnimation
    /// An argument handed to the encoder is unusable (settings, text, frame size).
    case invalidInput
    /// libpng failed while writing.
    case encodingFailed
    /// Memory for the result could not be allocated.
    case outOfMemory
  }

  /// The category of the failure.
  public let kind: Kind
  /// What is wrong and, where it helps, what to change.
  public let message: String

  /// Creates an error of a kind with a message.
  public init(_ kind: Kind, _ message: String) {
    self.kind = kind
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
