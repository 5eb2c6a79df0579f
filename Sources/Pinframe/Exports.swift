@_exported import PinframeGraphics
@_exported import PinframeLayout
@_exported import PinframeRaster
@_exported import PinframeRendering
@_exported import PinframeViews
