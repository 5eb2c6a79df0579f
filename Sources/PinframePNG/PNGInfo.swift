/// What a PNG declares about itself, read without decompressing the image.
public struct PNGInfo: Hashable, Sendable {
  /// The PNG colour types.
  public enum ColorType: Int, Hashable, Sendable {
    /// Colour type 0: one grey sample per pixel.
    case grey = 0
    /// Colour type 2: red, green, blue.
    case rgb = 2
    /// Colour type 3: an index into the PLTE chunk.
    case palette = 3
    /// Colour type 4: grey and alpha.
    case greyAlpha = 4
    /// Colour type 6: red, green, blue, alpha.
    case rgba = 6
  }

  /// What the acTL chunk of an APNG declares.
  public struct Animation: Hashable, Sendable {
    /// The number of frames.
    public let frameCount: Int
    /// How many times the animation plays; 0 means forever.
    public let loopCount: Int
  }

  /// The width in pixels.
  public let width: Int
  /// The height in pixels.
  public let height: Int
  /// Bits per sample (per palette index for palette images): 1, 2, 4, 8 or 16.
  public let bitDepth: Int
  /// How pixels are stored.
  public let colorType: ColorType
  /// Whether the image is stored with Adam7 interlacing.
  public let isInterlaced: Bool
  /// The tEXt, zTXt and iTXt chunks by keyword (the first one wins when a keyword repeats).
  public let text: [String: String]
  /// The acTL declaration when the file is an APNG, otherwise nil.
  public let animation: Animation?

  init(header: LibPNG.Header, text: [String: String], animation: Animation?) {
    width = header.width
    height = header.height
    bitDepth = header.bitDepth
    colorType = ColorType(rawValue: header.colorType) ?? .rgba
    isInterlaced = header.isInterlaced
    self.text = text
    self.animation = animation
  }
}

extension PNGInfo.Animation {
  /// The acTL chunk of `chunks`, if any, read from `bytes`.
  init?(_ chunks: [PNGChunk], in bytes: UnsafeRawBufferPointer) throws(PNGError) {
    guard let control = chunks.first(where: { $0.type == .actl }) else { return nil }
    guard control.data.count == 8 else {
      throw PNGError(
        .invalidAnimation,
        "invalid APNG: acTL at byte \(control.offset) has \(control.data.count) data bytes, expected 8"
      )
    }
    frameCount = Int(bytes.bigEndianUInt32(at: control.data.lowerBound))
    loopCount = Int(bytes.bigEndianUInt32(at: control.data.lowerBound + 4))
  }
}
