// The grade-points simulator's controls: clears (pattern or seeded random), pace, decay reading.
import { IntegerField } from '~/islands/common/IntegerField';
import { DraftInput } from '~/islands/common/DraftInput';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { MESSAGES } from './GradePointsSim.messages';
import { decayName, type Values } from './grade-points-model';

export function GradePointsControls({ v, set, locale }: { v: Values; set: (x: Partial<Values>) => void; locale?: Locale }) {
  const m = messagesFor(MESSAGES, locale);
  const st = { set };
  const num = (key: 'gpActive' | 'gpAfter', label: string, min: number, max: number) => (
    <IntegerField id={`gp-${key}`} label={label} value={v[key]} min={min} max={max} onValue={(x) => st.set({ [key]: x } as Partial<Values>)} locale={locale} />
  );
  return (
    <div class="tgm3-grid">
      <label for="gp-gen">
        {m.clears}
        <select id="gp-gen" value={v.gpGen} onChange={(e) => st.set({ gpGen: (e.currentTarget as HTMLSelectElement).value as Values['gpGen'] })}>
          <option value="pattern">{m.genPattern}</option>
          <option value="random">{m.genRandom}</option>
        </select>
      </label>
      {v.gpGen === 'random' && (
        <IntegerField id="gp-seed" label={m.seed} value={v.gpSeed} min={0} max={99999} onValue={(x) => st.set({ gpSeed: x })} locale={locale} />
      )}
      <label for="gp-pat">
        {m.pattern}
        <DraftInput
          id="gp-pat"
          type="text"
          inputMode="numeric"
          maxLength={40}
          value={v.gpPat}
          disabled={v.gpGen === 'random'}
          onChange={(e) => {
            const text = (e.currentTarget as HTMLInputElement).value.replace(/[^0-4]/g, '').slice(0, 40);
            if (text) st.set({ gpPat: text });
          }}
        />
      </label>
      {num('gpActive', m.active, 1, 600 /* literal-ok: form limit in frames, not a game number */)}
      {num('gpAfter', m.after, 0, 120 /* literal-ok: form limit in frames, not a game number */)}
      <fieldset class="tgm3-radios">
        <legend>{m.decayLegend}</legend>
        {(['activeNoCombo', 'activeAlways'] as const).map((mode) => (
          <label key={mode}>
            <input type="radio" name="gp-decay" id={`gp-decay-${mode}`} value={mode} checked={v.gpDecay === mode} onChange={() => st.set({ gpDecay: mode })} />
            {decayName(mode, locale)}
            {mode === 'activeNoCombo' ? m.siteDefault : ''}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
