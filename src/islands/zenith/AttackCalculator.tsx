// Island: one clear → attack (base, B2B, PC, easy single, surge), the RNG rounding range, and how the receiver's windup splits it.
import {
  MAX_CLEAR_LINES,
  clearAttack,
  clearLabel,
  countedLines,
  currentWindupParts,
  normalizeMods,
  secondsOfFrames,
  warlockAttack,
  windupSplit,
  type SpinKind,
} from '~/engines/zenith';
import { VersionPicker, versionParam } from './version-picker';
import { boolParam, choiceParam, listParam, numberParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import { ALL_MODS, ModPicker, withModNotice } from './mod-picker';
import './zenith.css';

const PIECES = ['T', 'I', 'O', 'S', 'Z', 'L', 'J'] as const;
export const SPECS = {
  atLines: numberParam({ default: 2, min: 0, max: MAX_CLEAR_LINES }),
  atSpin: choiceParam<SpinKind>({ default: 'tspin', choices: ['none', 'tspin', 'mini'] }),
  atPiece: choiceParam<(typeof PIECES)[number]>({ default: 'T', choices: PIECES }),
  atPc: boolParam({ default: false }),
  atCombo: numberParam({ default: 0, min: 0, max: 30 }),
  atStreak: numberParam({ default: 0, min: 0, max: 200 }),
  atMods: listParam({ default: [], choices: ALL_MODS }),
  atVer: versionParam(),
};

export default function AttackCalculator() {
  const state = useUrlState(SPECS);
  const v = state.values;
  const mods = normalizeMods(v.atMods);
  const clear = { lines: v.atLines, spin: v.atSpin, piece: v.atPiece, pc: v.atPc, combo: v.atCombo, streak: v.atStreak };
  // The Warlock alone has its own current rules (Void, +2 B2B); every other selection uses clearAttack in both versions.
  const warlock = mods.length === 1 && mods[0] === 'allspin_reversed';
  const r = warlock ? warlockAttack(clear, v.atVer) : clearAttack(clear, mods);
  const lo = Math.floor(r.total);
  const frac = r.total - lo;
  const sent = frac > 0 ? `${lo} or ${lo + 1} (${Math.round(frac * 100)}% chance of ${lo + 1})` : String(lo);
  const received = frac > 0 ? lo + 1 : lo;
  const w = windupSplit(received, mods, { version: v.atVer });
  const dropped = v.atVer === 'current' && w.beeps ? currentWindupParts(received, 0, mods).dropped : 0;
  const num = (k: 'atLines' | 'atCombo' | 'atStreak') => (e: Event) => {
    const n = Math.round(Number((e.currentTarget as HTMLInputElement).value));
    if (Number.isFinite(n)) state.set({ [k]: n } as Partial<typeof v>);
  };
  return (
    <section id="attack-calculator" class="atlas-island" aria-labelledby="at-title">
      <h3 id="at-title">Try it: attack of one clear</h3>
      <div class="zen-grid">
        <label>
          Lines cleared
          <input type="number" id="at-lines" min={0} max={MAX_CLEAR_LINES} value={v.atLines} onChange={num('atLines')} />
        </label>
        <label>
          Spin
          <select id="at-spin" value={v.atSpin} onChange={(e) => state.set({ atSpin: (e.currentTarget as HTMLSelectElement).value as SpinKind })}>
            <option value="none">no spin</option>
            <option value="tspin">T-spin (three corners)</option>
            <option value="mini">mini / other spin</option>
          </select>
        </label>
        <label>
          Piece
          <select
            id="at-piece"
            value={v.atPiece}
            onChange={(e) => state.set({ atPiece: (e.currentTarget as HTMLSelectElement).value as (typeof PIECES)[number] })}
          >
            {PIECES.map((p) => (
              <option value={p}>{p}</option>
            ))}
          </select>
        </label>
        <label>
          <input type="checkbox" id="at-pc" checked={v.atPc} onChange={(e) => state.set({ atPc: (e.currentTarget as HTMLInputElement).checked })} /> Perfect
          clear
        </label>
        <label>
          Combo before
          <input type="number" id="at-combo" min={0} max={30} value={v.atCombo} onChange={num('atCombo')} />
        </label>
        <label>
          Special clears in a row before
          <input type="number" id="at-streak" min={0} max={200} value={v.atStreak} onChange={num('atStreak')} />
        </label>
      </div>
      <VersionPicker
        idPrefix="at"
        version={v.atVer}
        onChange={(x) => state.set({ atVer: x })}
        note="The version changes the windup split (current: receiver below 4000 m, excess dropped) and The Warlock's attack."
      />
      <ModPicker idPrefix="at" mods={mods} onChange={(m) => state.set({ atMods: m })} />
      <p class="zen-result" aria-live="polite" data-testid="at-summary">
        Attack <strong>{Number(r.total.toFixed(3))}</strong>, sent as {sent}.
        {countedLines({ lines: v.atLines, spin: v.atSpin }, mods) !== v.atLines
          ? ` All-Spin+ counts this non-spin clear as a ${clearLabel({ lines: v.atLines, spin: v.atSpin }, mods)}.`
          : ''}
      </p>
      <table>
        <caption>How the attack adds up (engine)</caption>
        <tbody>
          <tr>
            <th scope="row">Base</th>
            <td class="atlas-num">{r.base}</td>
          </tr>
          <tr>
            <th scope="row">B2B bonus</th>
            <td class="atlas-num">{r.b2bBonus}</td>
          </tr>
          <tr>
            <th scope="row">Perfect clear</th>
            <td class="atlas-num">{r.pcBonus}</td>
          </tr>
          <tr>
            <th scope="row">Easy-mode single</th>
            <td class="atlas-num">{r.easySingleBonus}</td>
          </tr>
          <tr>
            <th scope="row">Surge released</th>
            <td class="atlas-num">{r.surge}</td>
          </tr>
          <tr>
            <th scope="row">Duo halves it</th>
            <td>{mods.includes('duo') || mods.includes('duo_reversed') ? 'yes' : 'no'}</td>
          </tr>
          <tr>
            <th scope="row">Chain after (B2B)</th>
            <td class="atlas-num">{`${r.streak} special (B2B ×${r.b2b})`}</td>
          </tr>
        </tbody>
      </table>
      <p data-testid="at-windup">
        {w.beeps
          ? `The receiver gets ${w.parts.join(' + ')}: ${w.beeps} beeps, the first piece ${secondsOfFrames(w.frames[0])} s after the warning, then one every ${secondsOfFrames(w.frames[1] - w.frames[0])} s.${dropped ? ` ${dropped} lines do not fit and are dropped.` : ''}`
          : 'Under the windup threshold: the receiver gets it in one piece.'}
      </p>
      <StateBar
        notices={withModNotice(state.notices, 'atMods', v.atMods, mods)}
        shareUrl={state.shareUrl}
        onReset={state.reset}
        onDismiss={state.dismissNotices}
      />
    </section>
  );
}
