// The Lost Space arena's line-up and run settings: one select per seat and the seed, game-count and turn-limit fields.
// The values live in the link (bot-arena-specs.ts); each field clamps what it is given to its range.
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { BOT_ARENA_MESSAGES } from './BotArena.messages';
import { SEAT_CHOICES, type SeatChoice } from './arena-model';

/** A whole-number field of the arena; a typed value outside [min, max] is clamped, a non-number ignored. */
export function ArenaNumberField(p: { id: string; label: string; value: number; min: number; max: number; onSet: (n: number) => void }) {
  return (
    <label for={p.id}>
      {p.label}
      <input
        id={p.id}
        type="number"
        min={p.min}
        max={p.max}
        step={1}
        value={p.value}
        onChange={(e) => {
          const n = Math.round(Number((e.currentTarget as HTMLInputElement).value));
          if (Number.isFinite(n)) p.onSet(Math.min(p.max, Math.max(p.min, n)));
        }}
      />
    </label>
  );
}

/** One select per seat: who plays it (your bots or the site's). */
export function SeatPickers({ lineup, onSeat, locale }: { lineup: SeatChoice[]; onSeat: (seat: number, c: string) => void; locale?: Locale }) {
  const m = messagesFor(BOT_ARENA_MESSAGES, locale);
  return (
    <div class="atlas-controls">
      {lineup.map((c, i) => (
        <label for={`ls-arena-seat${i}`}>
          {m.seat(i)}
          <select id={`ls-arena-seat${i}`} value={c} onChange={(e) => onSeat(i, (e.currentTarget as HTMLSelectElement).value)}>
            {SEAT_CHOICES.map((x) => (
              <option value={x}>{m.choice(x)}</option>
            ))}
          </select>
        </label>
      ))}
    </div>
  );
}
