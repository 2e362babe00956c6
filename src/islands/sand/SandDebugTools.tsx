// The game's debug tools (seed 004 §14.4): step, run to rest (while paused from the top bar), slow motion, grid lines,
// cluster highlight, clear check, and the counters with the page's frames per second.
import { labelClusters, type SandGame } from '~/engines/sand';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { MESSAGE_DIGITS, formatFixed, formatNumber } from '~/i18n/format';
import { SANDBOX_MESSAGES } from './SandSandbox.messages';
import { colourName } from './SandPlay.messages';

import { SPEEDS, type Speed } from './play-model';

interface Props {
  game: SandGame;
  paused: boolean;
  /** False while a replay runs (its end is reached with the replay's own controls). */
  canRunToRest: boolean;
  speed: Speed;
  showGrid: boolean;
  showClusters: boolean;
  lastTickMs: number;
  /** Animation frames the page drew in the last second. */
  fps: number;
  onStep: () => void;
  onRunToRest: () => void;
  onSpeed: (s: Speed) => void;
  onGrid: (on: boolean) => void;
  onClusters: (on: boolean) => void;
  onCheck: () => void;
  /** The page's language (default English). */
  locale?: Locale;
}

export function SandDebugTools(p: Props) {
  const locale = p.locale ?? 'en';
  const m = messagesFor(SANDBOX_MESSAGES, locale);
  const num = (x: number, digits = 0) => (digits ? formatFixed(locale, x, digits) : formatNumber(locale, x, MESSAGE_DIGITS));
  const w = p.game.world;
  const topClusters = p.showClusters
    ? labelClusters(w)
        .clusters.filter((c) => c.touchesLeft || c.touchesRight)
        .sort((a, b) => b.pixels - a.pixels)
        .slice(0, 6)
    : [];
  return (
    <fieldset>
      <legend>{m.debug}</legend>
      <div class="atlas-controls">
        <button type="button" class="atlas-button" onClick={p.onStep} disabled={!p.paused}>
          {m.step}
        </button>
        <button type="button" class="atlas-button" onClick={p.onRunToRest} disabled={!p.paused || !p.canRunToRest}>
          {m.runToRest}
        </button>
        <label>
          {m.speed}
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
          {m.grid}
        </label>
        <label>
          <input type="checkbox" checked={p.showClusters} onChange={(e) => p.onClusters((e.currentTarget as HTMLInputElement).checked)} />
          {m.clusters}
        </label>
        <button type="button" class="atlas-button" onClick={p.onCheck}>
          {m.check}
        </button>
      </div>
      <p class="sand-stats" data-testid="sand-stats">
        {m.stats(num(w.frame()), num(w.pixelCount()), num(w.activeCount()), num(p.lastTickMs, 2), p.game.phase)}
        {m.fps(num(p.fps))}
      </p>
      {p.showClusters && (
        <ul class="sand-clusters" aria-label={m.clustersLabel}>
          {topClusters.length === 0 && <li>{m.noCluster}</li>}
          {topClusters.map((c, k) => (
            <li key={k}>{m.cluster(colourName(c.colour, locale), num(c.pixels), c.touchesLeft, c.touchesRight)}</li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
