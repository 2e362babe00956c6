// The arena's settings and its Run and Stop buttons.
import { DraftInput } from '../common/DraftInput';
import { IntegerField } from '../common/IntegerField';
import type { Locale } from '~/i18n/locales';
import type { Player } from '~/engines/block-war';
import { BUDGET_S, MOVE_LIMIT } from './arena-model';
import { GAMES, OPPONENTS, SEED_MAX, SEED_PATTERN, type BotLanguage, type OpponentChoice } from './arena-specs';
import type { ARENA_MESSAGES } from './Arena.messages';

interface Props {
  m: (typeof ARENA_MESSAGES)['en'];
  values: {
    arLang: BotLanguage;
    arLangB: BotLanguage;
    arOpponent: OpponentChoice;
    arColour: Player;
    arSeed: string;
    arGames: number;
    arLimit: number;
    arBudget: number;
  };
  set: (change: Partial<Props['values']>) => void;
  running: boolean;
  onRun: () => void;
  onStop: () => void;
  locale: Locale;
}

/** A language picker: JavaScript or Python. */
function LanguagePick({ label, value, onPick }: { label: string; value: BotLanguage; onPick: (l: BotLanguage) => void }) {
  return (
    <label>
      {label}
      <select value={value} onChange={(e) => onPick((e.currentTarget as HTMLSelectElement).value as BotLanguage)}>
        <option value="js">JavaScript</option>
        <option value="python">Python</option>
      </select>
    </label>
  );
}

export function ArenaControls({ m, values: v, set, running, onRun, onStop, locale }: Props) {
  return (
    <div class="atlas-controls">
      <LanguagePick label={m.language} value={v.arLang} onPick={(l) => set({ arLang: l })} />
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
      {v.arOpponent === 'second' && <LanguagePick label={m.languageB} value={v.arLangB} onPick={(l) => set({ arLangB: l })} />}
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
      <IntegerField
        id="ar-games"
        label={m.games}
        value={v.arGames}
        min={GAMES.min}
        max={GAMES.max}
        width="4em"
        locale={locale}
        onValue={(n) => set({ arGames: n })}
      />
      <IntegerField
        id="ar-limit"
        label={m.limit}
        value={v.arLimit}
        min={MOVE_LIMIT.min}
        max={MOVE_LIMIT.max}
        width="5.5em"
        locale={locale}
        onValue={(n) => set({ arLimit: n })}
      />
      <IntegerField
        id="ar-budget"
        label={m.budget}
        value={v.arBudget}
        min={BUDGET_S.min}
        max={BUDGET_S.max}
        width="5em"
        locale={locale}
        onValue={(n) => set({ arBudget: n })}
      />
      <button type="button" class="atlas-button" disabled={running} onClick={onRun}>
        {m.run}
      </button>
      <button type="button" class="atlas-button" disabled={!running} onClick={onStop}>
        {m.stop}
      </button>
    </div>
  );
}
