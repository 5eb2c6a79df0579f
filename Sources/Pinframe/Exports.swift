@_exported import PinframeGraphics
@_exported import PinframePNG
@_exported import PinframeRaster
@_exported import PinframeRendering
@_exported import PinframeViews
