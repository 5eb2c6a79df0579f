import CPinframePNG

extension PNGEncoder {
  /// How the encoder trades speed for size: row filter, zlib level and zlib strategy.
  ///
  /// The output depends only on the pixels, the text and these settings (no time stamps), so the
  /// same input gives the same bytes with the same zlib.
  public struct Settings: Hashable, Sendable {
    /// The row filter applied before compression.
    public var filter: Filter
    /// The zlib compression level, 0 (store) to 9 (smallest).
    public var compressionLevel: Int
    /// The zlib strategy.
    public var strategy: Strategy
    /// The zlib strategy for palette images, or `nil` to use ``strategy``.
    ///
    /// Palette rows are one byte per pixel, where run-length matching (`.rle`) is both faster
    /// and smaller than zlib's default matching; on RGB/RGBA rows it is the worst choice.
    public var paletteStrategy: Strategy?

    /// Creates settings; a level outside 0…9 makes encoding throw.
    public init(
      filter: Filter, compressionLevel: Int, strategy: Strategy, paletteStrategy: Strategy? = nil
    ) {
      self.filter = filter
      self.compressionLevel = compressionLevel
      self.strategy = strategy
      self.paletteStrategy = paletteStrategy
    }

    /// The strategy for a given colour type.
    func strategy(isPalette: Bool) -> Strategy {
      isPalette ? paletteStrategy ?? strategy : strategy
    }
  }

  /// The PNG row filters.
  public enum Filter: Hashable, Sendable, CaseIterable {
    /// Rows stored as they are.
    case none
    /// Each byte minus the byte one pixel to the left.
    case sub
    /// Each byte minus the byte above.
    case up
    /// Each byte minus the mean of left and above.
    case average
    /// Each byte minus the Paeth predictor of left, above and upper-left.
    case paeth
    /// libpng tries all five filters on every row and keeps the one with the smallest sum.
    case adaptive
  }

  /// The zlib strategies.
  public enum Strategy: Hashable, Sendable, CaseIterable {
    /// zlib's default string matching.
    case `default`
    /// Favours Huffman coding over string matches, meant for filtered rows.
    case filtered
    /// Only matches at distance 1 (run-length encoding).
    case rle
    /// No string matching at all.
    case huffmanOnly
    /// Fixed Huffman codes.
    case fixed
  }
}

extension PNGEncoder.Filter {
  var cValue: CPinframePNG_Filter {
    switch self {
    case .none: CPinframePNG_FilterNone
    case .sub: CPinframePNG_FilterSub
    case .up: CPinframePNG_FilterUp
    case .average: CPinframePNG_FilterAverage
    case .paeth: CPinframePNG_FilterPaeth
    case .adaptive: CPinframePNG_FilterAdaptive
    }
  }
}

extension PNGEncoder.Strategy {
  var cValue: CPinframePNG_Strategy {
    switch self {
    case .default: CPinframePNG_StrategyDefault
    case .filtered: CPinframePNG_StrategyFiltered
    case .rle: CPinframePNG_StrategyRLE
    case .huffmanOnly: CPinframePNG_StrategyHuffmanOnly
    case .fixed: CPinframePNG_StrategyFixed
    }
  }
}
