extension ReportPage {
  /// The page's style sheet: system fonts only, a checkerboard behind pictures.
  static let style = """
    :root {
      --bg: #f3f4f6; --card: #fff; --line: #d8dce2; --text: #1b2130; --muted: #5c6574;
      --accent: #2a59c4; --code: #eef0f3; --dark: #1e2330;
      --changed: #b02a24; --missing: #8c4a00; --recorded: #1d6a35; --env: #6a3d9e;
    }
    * { box-sizing: border-box; }
    [hidden] { display: none !important; }
    .no-js .needs-js, .js .no-js-only { display: none !important; }
    body {
      margin: 0; background: var(--bg); color: var(--text);
      font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial,
        sans-serif;
    }
    code, pre, .text-diff {
      font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono",
        "Liberation Mono", monospace;
      font-size: 12.5px;
    }
    .page-head { padding: 18px 28px 10px; background: var(--card); border-bottom: 1px solid var(--line); }
    h1 { margin: 0 0 4px; font-size: 20px; }
    .summary { margin: 0 0 8px; color: var(--muted); display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
    .summary strong { color: var(--text); }
    .runs { margin: 0 0 8px; color: var(--muted); font-size: 12.5px; overflow-wrap: anywhere; }
    .toc { display: flex; gap: 6px 14px; flex-wrap: wrap; margin: 0 0 8px; }
    .toc a { color: var(--accent); text-decoration: none; }
    .hint { color: var(--muted); font-size: 12px; margin: 2px 0 6px; }
    main { padding: 4px 28px 90px; max-width: 1440px; }
    .empty { margin: 28px 0; color: var(--muted); }
    .file > h2 { font-size: 16px; margin: 22px 0 10px; }
    .count, .dim { color: var(--muted); font-weight: normal; font-size: 12.5px; }
    .entry {
      background: var(--card); border: 1px solid var(--line); border-radius: 8px;
      padding: 12px 16px 16px; margin: 0 0 14px;
    }
    .entry-head { display: flex; align-items: center; gap: 10px; flex-wrap: wrap; }
    .entry-head h3 { margin: 0; font-size: 15px; }
    .snapshot { color: var(--muted); font-weight: normal; }
    .snapshot::before { content: "· "; }
    .badge {
      font-size: 12px; font-weight: 600; padding: 1px 9px; border-radius: 999px; color: #fff;
      background: var(--changed); white-space: nowrap;
    }
    .status-missingReference, .status-unreadableReference { background: var(--missing); }
    .status-recordedMissingReference, .status-rerecorded { background: var(--recorded); }
    .status-environmentChanged { background: var(--env); }
    .kind { font-size: 12px; color: var(--muted); border: 1px solid var(--line); border-radius: 999px; padding: 0 8px; }
    .pick { margin-left: auto; font-size: 13px; color: var(--muted); cursor: pointer; }
    .message {
      margin: 10px 0 8px; padding: 8px 10px; background: var(--code); border-radius: 6px;
      white-space: pre-wrap; overflow-wrap: anywhere;
    }
    .metrics { display: grid; grid-template-columns: max-content 1fr; gap: 1px 16px; margin: 6px 0; }
    .metrics dt { color: var(--muted); }
    .metrics dd { margin: 0; }
    .delta { color: var(--changed); font-weight: 600; }
    .reference, .accept { display: flex; align-items: center; gap: 8px; margin: 6px 0; }
    .reference code { overflow-wrap: anywhere; }
    .accept code {
      flex: 1; padding: 6px 10px; background: var(--dark); color: #e9ebf1; border-radius: 6px;
      white-space: pre-wrap; overflow-wrap: anywhere; user-select: all;
    }
    .label { color: var(--muted); min-width: 72px; font-size: 13px; }
    button {
      font: inherit; font-size: 13px; color: var(--text); background: #fff; cursor: pointer;
      border: 1px solid var(--line); border-radius: 6px; padding: 3px 10px;
    }
    button:hover { border-color: var(--accent); }
    button[aria-pressed="true"] { background: var(--accent); border-color: var(--accent); color: #fff; }
    .tabs, .toolbar { display: flex; gap: 6px; flex-wrap: wrap; align-items: center; margin: 12px 0 10px; }
    .toolbar { margin: 4px 0 8px; }
    .view + .view { margin-top: 14px; }
    .js .view + .view { margin-top: 0; }
    .shots { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 18px; align-items: start; }
    @media (max-width: 720px) { .shots { grid-template-columns: minmax(0, 1fr); } }
    .shot { margin: 0; min-width: 0; }
    .shot figcaption, .filmstrip figcaption { font-size: 12px; color: var(--muted); margin: 0 0 4px; }
    .canvas, .stack, .strip {
      max-width: 100%; border: 1px solid var(--line); line-height: 0;
      background: repeating-conic-gradient(#e2e5ea 0% 25%, #fff 0% 50%) 0 0 / 16px 16px;
    }
    .canvas { display: inline-block; }
    .canvas img, .stack img { display: block; max-width: 100%; height: auto; }
    .canvas img { width: var(--fit, auto); }
    .actual-size .canvas img, .actual-size .stack { width: var(--full, auto); max-width: none; }
    .actual-size .canvas, .actual-size .view { overflow: auto; }
    .actual-size-switch { margin-left: 12px; }
    .pixelated img { image-rendering: pixelated; }
    .none { display: none; padding: 28px 24px; color: var(--muted); font-size: 13px; line-height: 1.4; }
    .absent .none { display: block; }
    .stack { display: grid; position: relative; width: var(--fit, fit-content); max-width: 100%; }
    .stack > img { grid-area: 1 / 1; align-self: start; justify-self: start; }
    .stack .clip { clip-path: inset(0 0 0 var(--pos, 50%)); }
    .divider { display: none; position: absolute; top: 0; bottom: 0; left: var(--pos, 50%); width: 2px; margin-left: -1px; background: var(--accent); }
    [data-view="slider"] .divider { display: block; }
    input[type="range"] { width: min(100%, 420px); margin: 8px 0 0; accent-color: var(--accent); }
    .legend { display: flex; justify-content: space-between; width: min(100%, 420px); color: var(--muted); font-size: 12px; margin: 0; }
    .scrubber { display: flex; align-items: center; gap: 8px; flex-wrap: wrap; margin: 4px 0 12px; }
    .scrubber input[type="range"] { margin: 0; width: min(100%, 320px); }
    .frame-label { font-variant-numeric: tabular-nums; min-width: 120px; }
    .chips { display: inline-flex; gap: 4px; flex-wrap: wrap; align-items: center; }
    .chips .label { min-width: 0; margin-left: 8px; }
    .chips button { padding: 0 7px; border-color: var(--changed); color: var(--changed); }
    .chips button[aria-pressed="true"] { background: var(--changed); color: #fff; }
    .filmstrip { margin: 16px 0 0; }
    .strip { overflow-x: auto; width: fit-content; }
    .strip img { display: block; }
    .text-diff { border-collapse: collapse; width: 100%; table-layout: fixed; margin-top: 10px; border: 1px solid var(--line); }
    .text-diff th { text-align: left; font: 600 12px system-ui, sans-serif; color: var(--muted); padding: 4px 8px; background: var(--code); }
    .text-diff td { padding: 1px 8px; vertical-align: top; white-space: pre-wrap; overflow-wrap: anywhere; }
    .text-diff .number { width: 3.5em; }
    .text-diff .ln { text-align: right; color: var(--muted); user-select: none; }
    .text-diff .del { background: #fbe4e2; }
    .text-diff .add { background: #dff2e3; }
    .text-diff .del::before { content: "− "; color: var(--changed); }
    .text-diff .add::before { content: "+ "; color: var(--recorded); }
    .text-diff .gap { background: repeating-linear-gradient(135deg, #f4f5f7 0 6px, #eceef1 6px 12px); }
    .selection {
      position: fixed; left: 0; right: 0; bottom: 0; display: flex; gap: 12px; align-items: center;
      padding: 10px 28px; background: var(--dark); color: #fff; box-shadow: 0 -2px 8px rgba(0,0,0,.2);
    }
    """
}
