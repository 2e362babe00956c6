// The arena's settings and its Run and Stop buttons.
import { DraftInput } from '../common/DraftInput';
import type { Player } from '~/engines/block-war';
import { MOVE_LIMIT } from './arena-model';
import { GAMES, OPPONENTS, SEED_MAX, SEED_PATTERN, type OpponentChoice } from './arena-specs';
import type { ARENA_MESSAGES } from './Arena.messages';

interface Props {
  m: (typeof ARENA_MESSAGES)['en'];
  values: { arOpponent: OpponentChoice; arColour: Player; arSeed: string; arGames: number; arLimit: number };
  set: (change: Partial<Props['values']>) => void;
  running: boolean;
  onRun: () => void;
  onStop: () => void;
}

/** A whole number typed into a field, clamped to a range; null when it is not a number. */
const clampedInput = (e: Event, r: { min: number; max: number }): number | null => {
  const n = Math.round(Number((e.currentTarget as HTMLInputElement).value));
  return Number.isFinite(n) ? Math.min(r.max, Math.max(r.min, n)) : null;
};

export function ArenaControls({ m, values: v, set, running, onRun, onStop }: Props) {
  return (
    <div class="atlas-controls">
      <label>
        {m.opponent}
        <select value={v.arOpponent} onChange={(e) => set({ arOpponent: (e.currentTarget as HTMLSelectElement).value as OpponentChoice })}>
          {OPPONENTS.map((o) => (
            <option key={o} value={o}>
              {o === 'all' ? m.allThree : m.bot(o)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {m.first}
        <select value={v.arColour} onChange={(e) => set({ arColour: (e.currentTarget as HTMLSelectElement).value as Player })}>
          <option value="red">{m.red}</option>
          <option value="blue">{m.blue}</option>
        </select>
      </label>
      <label>
        {m.seed}
        <DraftInput
          type="text"
          value={v.arSeed}
          maxLength={SEED_MAX}
          size={8}
          onChange={(e) => {
            const t = (e.currentTarget as HTMLInputElement).value;
            if (SEED_PATTERN.test(t)) set({ arSeed: t });
          }}
        />
      </label>
      <label>
        {m.games}
        <DraftInput
          type="number"
          min={GAMES.min}
          max={GAMES.max}
          value={v.arGames}
          style={{ width: '4em' }}
          onChange={(e) => {
            const n = clampedInput(e, GAMES);
            if (n !== null) set({ arGames: n });
          }}
        />
      </label>
      <label>
        {m.limit}
        <DraftInput
          type="number"
          min={MOVE_LIMIT.min}
          max={MOVE_LIMIT.max}
          value={v.arLimit}
          style={{ width: '5.5em' }}
          onChange={(e) => {
            const n = clampedInput(e, MOVE_LIMIT);
            if (n !== null) set({ arLimit: n });
          }}
        />
      </label>
      <button type="button" class="atlas-button" disabled={running} onClick={onRun}>
        {m.run}
      </button>
      <button type="button" class="atlas-button" disabled={!running} onClick={onStop}>
        {m.stop}
      </button>
    </div>
  );
}
