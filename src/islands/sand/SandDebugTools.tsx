// The sandbox's debug tools (seed 004 §14.4): pause, step, run to rest, speed, grid lines, cluster highlight, clear check,
// and the frame counters.
import { labelClusters, type SandGame } from '~/engines/sand';
import { COLOUR_WORDS } from './draw';

export const SPEEDS = ['1', '0.5', '0.1'] as const;
export type Speed = (typeof SPEEDS)[number];

interface Props {
  game: SandGame;
  paused: boolean;
  /** False while a replay runs (its end is reached with the replay's own controls). */
  canRunToRest: boolean;
  speed: Speed;
  showGrid: boolean;
  showClusters: boolean;
  lastTickMs: number;
  onPause: () => void;
  onStep: () => void;
  onRunToRest: () => void;
  onSpeed: (s: Speed) => void;
  onGrid: (on: boolean) => void;
  onClusters: (on: boolean) => void;
  onCheck: () => void;
}

export function SandDebugTools(p: Props) {
  const w = p.game.world;
  const topClusters = p.showClusters
    ? labelClusters(w)
        .clusters.filter((c) => c.touchesLeft || c.touchesRight)
        .sort((a, b) => b.pixels - a.pixels)
        .slice(0, 6)
    : [];
  return (
    <fieldset>
      <legend>Debug tools</legend>
      <div class="atlas-controls">
        <button type="button" class="atlas-button" onClick={p.onPause} aria-pressed={p.paused}>
          {p.paused ? 'Resume' : 'Pause'}
        </button>
        <button type="button" class="atlas-button" onClick={p.onStep} disabled={!p.paused}>
          Step one frame
        </button>
        <button type="button" class="atlas-button" onClick={p.onRunToRest} disabled={!p.paused || !p.canRunToRest}>
          Run to rest
        </button>
        <label>
          Speed
          <select value={p.speed} onChange={(e) => p.onSpeed((e.currentTarget as HTMLSelectElement).value as Speed)}>
            {SPEEDS.map((s) => (
              <option key={s} value={s}>
                {s}×
              </option>
            ))}
          </select>
        </label>
        <label>
          <input type="checkbox" checked={p.showGrid} onChange={(e) => p.onGrid((e.currentTarget as HTMLInputElement).checked)} />
          Logical grid lines
        </label>
        <label>
          <input type="checkbox" checked={p.showClusters} onChange={(e) => p.onClusters((e.currentTarget as HTMLInputElement).checked)} />
          Highlight clusters
        </label>
        <button type="button" class="atlas-button" onClick={p.onCheck}>
          Check for clears now
        </button>
      </div>
      <p class="sand-stats" data-testid="sand-stats">
        Frame {w.frame()} · pixels {w.pixelCount()} · active {w.activeCount()} · last tick {p.lastTickMs.toFixed(2)} ms · {p.game.phase}
      </p>
      {p.showClusters && (
        <ul class="sand-clusters" aria-label="Clusters touching a wall">
          {topClusters.length === 0 && <li>No cluster touches a wall.</li>}
          {topClusters.map((c, k) => (
            <li key={k}>
              {COLOUR_WORDS[c.colour]} {c.pixels} pixels: touches {[c.touchesLeft && 'left', c.touchesRight && 'right'].filter(Boolean).join(' and ')}
              {c.touchesLeft && c.touchesRight ? ' (clears: drawn white)' : ''}
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
