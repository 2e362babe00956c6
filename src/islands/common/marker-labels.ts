// Where a chart's marker labels go (pure, no DOM): each label is placed in turn; one that would overlap a label already
// placed moves down a line, and every label is kept inside the plot area. ChartFigure draws them where this says.

export interface Area {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** A label's box: x, y of its top-left corner, width and height, in canvas px. */
export interface LabelBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

const overlaps = (a: LabelBox, b: LabelBox) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/**
 * Places boxes wanted at (x, y) with widths w and height `line`, in order. A box is first pulled inside the area
 * (left-right, then top-bottom), then moved down a line at a time while it overlaps one placed before; when it reaches
 * the bottom it tries again from the top. If no free place is left, it keeps its first place (the caller should use
 * shorter labels: SpeedCurves draws tags and lists the words under the chart).
 */
export function placeLabels(wanted: { x: number; y: number; w: number }[], area: Area, line: number): LabelBox[] {
  const placed: LabelBox[] = [];
  for (const want of wanted) {
    const w = Math.min(want.w, area.right - area.left);
    const x = Math.min(Math.max(area.left, want.x), area.right - w);
    const first = Math.min(Math.max(area.top, want.y), area.bottom - line);
    const rows = Math.max(1, Math.floor((area.bottom - area.top) / line));
    let box: LabelBox = { x, y: first, w, h: line };
    for (let i = 0; i < rows; i++) {
      const y = area.top + ((first - area.top + i * line) % (rows * line));
      const candidate = { x, y: Math.min(y, area.bottom - line), w, h: line };
      if (placed.every((p) => !overlaps(p, candidate))) {
        box = candidate;
        break;
      }
    }
    placed.push(box);
  }
  return placed;
}

/** Whether any two boxes overlap, or any box leaves the area (for tests and the browser check). */
export function labelProblems(boxes: LabelBox[], area: Area): string[] {
  const out: string[] = [];
  boxes.forEach((b, i) => {
    if (b.x < area.left - 0.5 || b.x + b.w > area.right + 0.5 || b.y < area.top - 0.5 || b.y + b.h > area.bottom + 0.5)
      out.push(`label ${i + 1} leaves the plot`);
    for (let j = 0; j < i; j++) if (overlaps(boxes[j], b)) out.push(`labels ${j + 1} and ${i + 1} overlap`);
  });
  return out;
}
