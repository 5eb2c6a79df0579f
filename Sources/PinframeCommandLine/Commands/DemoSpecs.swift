/// The specs `pinframe demo` renders, embedded so that the demo runs anywhere; they are the
/// files `Fixtures/specs/fallback.json` and `Fixtures/specs/dock.json` (a test keeps them equal).
enum DemoSpecs {
  /// The hidden-view fallback: red, blue and green chained with `topIfNotBelow(of: visible(…))`.
  static let fallback = """
    {
      "canvas": { "width": 200, "height": 400, "background": "white" },
      "views": [
        {
          "id": "red",
          "color": "systemRed",
          "pin": "top().size(100).hCenter().marginTop(12)"
        },
        {
          "id": "blue",
          "color": "systemBlue",
          "pin": "topIfNotBelow(of: visible([red])).size(100).hCenter().marginTop(12)"
        },
        {
          "id": "green",
          "color": "systemGreen",
          "pin": "topIfNotBelow(of: visible([red, blue]), aligned: .center).size(100).marginTop(12)"
        }
      ],
      "animation": {
        "fps": 30,
        "steps": [
          { "duration": 0.3, "changes": { "red": { "hidden": true } }, "pause": 0.5 },
          { "duration": 0.3, "changes": { "blue": { "hidden": true } }, "pause": 0.5 },
          {
            "duration": 0.3,
            "curve": "easeOut",
            "changes": { "red": { "hidden": false }, "blue": { "hidden": false } }
          }
        ]
      }
    }

    """

  /// The animation guide's docked square: a 150-point square toggled left and right.
  static let dock = """
    {
      "canvas": { "width": 390, "height": 300, "scale": 2, "background": "white" },
      "views": [
        {
          "id": "square",
          "color": "systemBlue",
          "pin": "top().left().size(150)"
        }
      ],
      "animation": {
        "steps": [
          {
            "duration": 0.3,
            "changes": { "square": { "pin": "top().right().size(150)" } },
            "pause": 0.5
          },
          {
            "duration": 0.3,
            "changes": { "square": { "pin": "top().left().size(150)" } }
          }
        ]
      }
    }

    """
}
