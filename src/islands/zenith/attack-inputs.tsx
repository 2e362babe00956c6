// The attack calculator's inputs (AttackCalculator.tsx): lines, spin, piece, perfect clear, combo and B2B streak.
import { MAX_CLEAR_LINES, type SpinKind } from '~/engines/zenith';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { DraftInput } from '../common/DraftInput';
import { PIECES, type AttackValues, type Piece } from './attack-model';
import { MESSAGES } from './AttackCalculator.messages';

type Inputs = Pick<AttackValues, 'atLines' | 'atSpin' | 'atPiece' | 'atPc' | 'atCombo' | 'atStreak'>;

/** The clear's inputs; a number field reports a whole, finite value. */
export function AttackInputs({ values: v, onChange, locale }: { values: Inputs; onChange: (x: Partial<Inputs>) => void; locale?: Locale }) {
  const m = messagesFor(MESSAGES, locale);
  const num = (k: 'atLines' | 'atCombo' | 'atStreak') => (e: Event) => {
    const n = Math.round(Number((e.currentTarget as HTMLInputElement).value));
    if (Number.isFinite(n)) onChange({ [k]: n });
  };
  return (
    <div class="zen-grid">
      <label>
        {m.lines}
        <DraftInput type="number" id="at-lines" min={0} max={MAX_CLEAR_LINES} value={v.atLines} onChange={num('atLines')} />
      </label>
      <label>
        {m.spin}
        <select id="at-spin" value={v.atSpin} onChange={(e) => onChange({ atSpin: (e.currentTarget as HTMLSelectElement).value as SpinKind })}>
          <option value="none">{m.spinNone}</option>
          <option value="tspin">{m.spinT}</option>
          <option value="mini">{m.spinMini}</option>
        </select>
      </label>
      <label>
        {m.piece}
        <select id="at-piece" value={v.atPiece} onChange={(e) => onChange({ atPiece: (e.currentTarget as HTMLSelectElement).value as Piece })}>
          {PIECES.map((p) => (
            <option value={p}>{p}</option>
          ))}
        </select>
      </label>
      <label>
        <input type="checkbox" id="at-pc" checked={v.atPc} onChange={(e) => onChange({ atPc: (e.currentTarget as HTMLInputElement).checked })} /> {m.pc}
      </label>
      <label>
        {m.combo}
        <DraftInput type="number" id="at-combo" min={0} max={30} value={v.atCombo} onChange={num('atCombo')} />
      </label>
      <label>
        {m.streak}
        <DraftInput type="number" id="at-streak" min={0} max={200} value={v.atStreak} onChange={num('atStreak')} />
      </label>
    </div>
  );
}
