// ChartFigure's marker lines on the canvas: a per-chart Chart.js plugin (nothing registered globally) that draws each
// marker as a dashed line and places the labels so that none overlaps another or leaves the plot (marker-labels.ts).
import type { Plugin } from 'chart.js';
import { placeLabels } from './marker-labels';
import type { ChartMarker } from './chart-model';

/** Label line height in px. */
const LINE = 15; // literal-ok: label line height in px

/** Draws the markers as dashed lines with their labels; their boxes go on the canvas as data-marker-boxes for the browser test. */
export function markerPlugin(markers: { current: ChartMarker[] | undefined }, colour: { current: string }): Plugin {
  return {
    id: 'atlasMarkers',
    afterDatasetsDraw(chart) {
      const list = markers.current;
      if (!list?.length) return;
      const { ctx, chartArea: area, scales } = chart;
      ctx.save();
      ctx.strokeStyle = colour.current;
      ctx.fillStyle = colour.current;
      ctx.setLineDash([5, 4]);
      ctx.lineWidth = 1.5; // literal-ok: stroke width in px
      ctx.font = '12px system-ui, sans-serif';
      // Lines first; then the labels (the marker's tag when it has one).
      const wanted: { text: string; x: number; y: number; w: number }[] = [];
      // Horizontal markers first (their labels sit just under their line, right-aligned), then vertical ones.
      const ordered = [...list.filter((m) => m.axis === 'y'), ...list.filter((m) => m.axis === 'x')];
      ordered.forEach((m) => {
        const scale = m.axis === 'x' ? scales.x : scales.y;
        if (!scale) return;
        const at = scale.getPixelForValue(m.value);
        const text = m.tag ?? m.label;
        const w = ctx.measureText(text).width + 4;
        ctx.beginPath();
        if (m.axis === 'x') {
          if (at < area.left || at > area.right) return;
          ctx.moveTo(at, area.top);
          ctx.lineTo(at, area.bottom);
          ctx.stroke();
          wanted.push({ text, x: at + 3 + w > area.right ? at - 3 - w : at + 3, y: area.top + 2, w });
        } else {
          if (at < area.top || at > area.bottom) return;
          ctx.moveTo(area.left, at);
          ctx.lineTo(area.right, at);
          ctx.stroke();
          wanted.push({ text, x: area.right - w - 4, y: at + 2, w });
        }
      });
      const boxes = placeLabels(wanted, area, LINE);
      ctx.textBaseline = 'top';
      boxes.forEach((b, i) => ctx.fillText(wanted[i].text, b.x + 2, b.y + 1));
      chart.canvas.dataset.markerBoxes = JSON.stringify({ area: { left: area.left, right: area.right, top: area.top, bottom: area.bottom }, boxes });
      ctx.restore();
    },
  };
}
