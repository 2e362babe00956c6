// The match simulator's controls: the line-up (seed, four bots, last round), the round controls (slider, previous,
// next, play, speed) and the buttons that jump to the match's first moments. Texts and options come from sim-model.ts.
import type { BotId } from '~/engines/lost-space';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { DraftInput } from '../common/DraftInput';
import { RoundSlider } from './RoundSlider';
import { SIMULATOR_MESSAGES } from './lost-space.messages';
import { SEED_MAX, seedFromInput, type End, type SimValues, type SimView } from './sim-model';

type Set = (change: Partial<SimValues>) => void;
const valueOf = (e: Event) => (e.currentTarget as HTMLInputElement | HTMLSelectElement).value;

export function SimLineup({ seed, view, end, set, locale }: { seed: number; view: SimView; end: End; set: Set; locale: Locale }) {
  const m = messagesFor(SIMULATOR_MESSAGES, locale);
  return (
    <div class="atlas-controls">
      <label for="ls-sim-seed">
        {m.seed}
        <DraftInput
          id="ls-sim-seed"
          type="number"
          min={0}
          max={SEED_MAX}
          step={1}
          value={seed}
          onChange={(e) => {
            const n = seedFromInput(valueOf(e));
            if (n !== null) set({ msSeed: n });
          }}
        />
      </label>
      {view.bots.map((b, i) => (
        <label for={`ls-sim-bot${i}`}>
          {m.player(i)}
          <select id={`ls-sim-bot${i}`} value={b} onChange={(e) => set({ [`msBot${i}`]: valueOf(e) as BotId })}>
            {view.botOptions.map((o) => (
              <option value={o.value}>{o.label}</option>
            ))}
          </select>
        </label>
      ))}
      <label for="ls-sim-end">
        {m.endsAfter}
        <select id="ls-sim-end" value={end} onChange={(e) => set({ msEnd: valueOf(e) as End })}>
          {view.endOptions.map((o) => (
            <option value={o.value}>{o.label}</option>
          ))}
        </select>
      </label>
    </div>
  );
}

interface PlaybackProps {
  view: SimView;
  playing: boolean;
  speed: number;
  onRound: (r: number) => void;
  onPlaying: (on: boolean) => void;
  onSpeed: (i: number) => void;
  locale: Locale;
}

export function SimPlayback({ view, playing, speed, onRound, onPlaying, onSpeed, locale }: PlaybackProps) {
  const m = messagesFor(SIMULATOR_MESSAGES, locale);
  const { round, last } = view;
  return (
    <div class="atlas-controls">
      <RoundSlider id="ls-sim-round" round={round} last={last} onRound={onRound} locale={locale} />
      <button type="button" class="atlas-button" onClick={() => onRound(Math.max(0, round - 1))} disabled={round === 0}>
        {m.previous}
      </button>
      <button type="button" class="atlas-button" onClick={() => onRound(Math.min(last, round + 1))} disabled={round === last}>
        {m.next}
      </button>
      <button type="button" class="atlas-button" aria-pressed={playing} onClick={() => onPlaying(!playing)}>
        {playing ? m.pause : m.play}
      </button>
      <label>
        {m.speed}
        <select value={String(speed)} onChange={(e) => onSpeed(Number(valueOf(e)))}>
          {view.speedOptions.map((o) => (
            <option value={o.value}>{o.label}</option>
          ))}
        </select>
      </label>
    </div>
  );
}

export function SimHighlights({ view, onRound, locale }: { view: SimView; onRound: (r: number) => void; locale: Locale }) {
  const m = messagesFor(SIMULATOR_MESSAGES, locale);
  return (
    <div class="atlas-controls" role="group" aria-label={m.jumpGroup}>
      <span>{m.jumpTo}</span>
      {view.highlights.map((h) => (
        <button type="button" class="atlas-button" aria-pressed={h.pressed} title={h.title} onClick={() => onRound(h.round)}>
          {h.label}
        </button>
      ))}
      {view.highlights.length === 0 && <span>{m.noHighlights}</span>}
    </div>
  );
}
