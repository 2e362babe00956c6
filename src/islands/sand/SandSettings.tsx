// The sandbox's settings panel: seed (or today's game), connectivity, scoring formula, colour count and undo, each
// starting a new game; and colour-blind patterns, which only change the drawing.
import { useState } from 'preact/hooks';
import { DEFAULT_COLOURS, SCORE_FORMULA_TEXT } from '~/engines/sand';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { formatNumber } from '~/i18n/format';
import { SAND_PANEL_MESSAGES } from './SandPlay.messages';
import { DraftInput } from '../common/DraftInput';

/** Seeds are 1 to 24 letters, digits, - or _, so they can live in a link. */
export const SEED_PATTERN = /^[A-Za-z0-9_-]+$/;

export interface SandSettingsValues {
  sbSeed: string;
  sbConn: '4' | '8';
  sbScore: 'sqrt' | 'linear';
  sbColours: '4' | '6';
  sbUndo: boolean;
}

interface Props {
  values: SandSettingsValues;
  patterns: boolean;
  /** Today's daily seed (the UTC date), known once mounted. */
  today: string | null;
  onChange: (change: Partial<SandSettingsValues>) => void;
  onPatterns: (on: boolean) => void;
  onToday: () => void;
  onRestart: () => void;
  onBadSeed: () => void;
  /** The page's language (default English). */
  locale?: Locale;
}

export function SandSettings({ values: v, patterns, today, onChange, onPatterns, onToday, onRestart, onBadSeed, locale = 'en' }: Props) {
  const m = messagesFor(SAND_PANEL_MESSAGES, locale);
  // What is being typed in the seed box; it becomes the seed when the field is left or Enter is pressed.
  const [seedDraft, setSeedDraft] = useState<string | null>(null);
  return (
    <fieldset>
      <legend>{m.settings}</legend>
      <div class="atlas-controls">
        <label>
          {m.seed}
          <DraftInput
            type="text"
            size={10}
            value={seedDraft ?? v.sbSeed}
            onInput={(e) => setSeedDraft((e.currentTarget as HTMLInputElement).value)}
            onChange={(e) => {
              const t = (e.currentTarget as HTMLInputElement).value.trim();
              if (t.length > 0 && t.length <= 24 && SEED_PATTERN.test(t)) {
                onChange({ sbSeed: t });
                setSeedDraft(null);
              } else onBadSeed();
            }}
          />
        </label>
        <button
          type="button"
          class="atlas-button"
          disabled={today === null}
          aria-describedby="sand-today-note"
          onClick={() => {
            setSeedDraft(null);
            onToday();
          }}
        >
          {m.today}
        </button>
        <label>
          {m.connectivity}
          <select value={v.sbConn} onChange={(e) => onChange({ sbConn: (e.currentTarget as HTMLSelectElement).value as '4' | '8' })}>
            <option value="4">{m.conn4}</option>
            <option value="8">{m.conn8}</option>
          </select>
        </label>
        <label>
          {m.scoring}
          <select value={v.sbScore} onChange={(e) => onChange({ sbScore: (e.currentTarget as HTMLSelectElement).value as 'sqrt' | 'linear' })}>
            <option value="sqrt">{m.formula('sqrt', SCORE_FORMULA_TEXT.sqrt)}</option>
            <option value="linear">{m.formula('linear', SCORE_FORMULA_TEXT.linear)}</option>
          </select>
        </label>
        <label>
          {m.colours}
          <select value={v.sbColours} onChange={(e) => onChange({ sbColours: (e.currentTarget as HTMLSelectElement).value as '4' | '6' })}>
            <option value="4">{m.colours4}</option>
            <option value="6">{m.colours6}</option>
          </select>
        </label>
        <label>
          <input type="checkbox" checked={v.sbUndo} onChange={(e) => onChange({ sbUndo: (e.currentTarget as HTMLInputElement).checked })} />
          {m.undo}
        </label>
        <button type="button" class="atlas-button" onClick={onRestart}>
          {m.restart}
        </button>
      </div>
      <p class="sand-stats" id="sand-today-note">
        {m.todayNote(today, formatNumber(locale, DEFAULT_COLOURS))}
      </p>
      <div class="atlas-controls">
        <label>
          <input type="checkbox" checked={patterns} onChange={(e) => onPatterns((e.currentTarget as HTMLInputElement).checked)} />
          {m.patterns}
        </label>
      </div>
    </fieldset>
  );
}
