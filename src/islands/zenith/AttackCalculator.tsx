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
import { COUNTED_AS, MESSAGES } from './AttackCalculator.messages';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { formatNumber, formatPercent } from '~/i18n/format';
import './zenith.css';
import { DraftInput } from '../common/DraftInput';

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

export default function AttackCalculator({ locale }: { locale?: Locale }) {
  const m = messagesFor(MESSAGES, locale);
  const loc = locale ?? 'en';
  const n = (x: number, digits = 0) => formatNumber(loc, x, digits);
  const state = useUrlState(SPECS, locale);
  const v = state.values;
  const mods = normalizeMods(v.atMods);
  const clear = { lines: v.atLines, spin: v.atSpin, piece: v.atPiece, pc: v.atPc, combo: v.atCombo, streak: v.atStreak };
  // The Warlock alone has its own current rules (Void, +2 B2B); every other selection uses clearAttack in both versions.
  const warlock = mods.length === 1 && mods[0] === 'allspin_reversed';
  const r = warlock ? warlockAttack(clear, v.atVer) : clearAttack(clear, mods);
  const lo = Math.floor(r.total);
  const frac = r.total - lo;
  const sent = frac > 0 ? m.roundRange(n(lo), n(lo + 1), formatPercent(loc, Math.round(frac * 100) / 100, 0)) : n(lo);
  const received = frac > 0 ? lo + 1 : lo;
  const w = windupSplit(received, mods, { version: v.atVer });
  const dropped = v.atVer === 'current' && w.beeps ? currentWindupParts(received, 0, mods).dropped : 0;
  const num = (k: 'atLines' | 'atCombo' | 'atStreak') => (e: Event) => {
    const n = Math.round(Number((e.currentTarget as HTMLInputElement).value));
    if (Number.isFinite(n)) state.set({ [k]: n } as Partial<typeof v>);
  };
  return (
    <section id="attack-calculator" class="atlas-island" aria-labelledby="at-title">
      <h3 id="at-title">{m.title}</h3>
      <div class="zen-grid">
        <label>
          {m.lines}
          <DraftInput type="number" id="at-lines" min={0} max={MAX_CLEAR_LINES} value={v.atLines} onChange={num('atLines')} />
        </label>
        <label>
          {m.spin}
          <select id="at-spin" value={v.atSpin} onChange={(e) => state.set({ atSpin: (e.currentTarget as HTMLSelectElement).value as SpinKind })}>
            <option value="none">{m.spinNone}</option>
            <option value="tspin">{m.spinT}</option>
            <option value="mini">{m.spinMini}</option>
          </select>
        </label>
        <label>
          {m.piece}
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
          <input type="checkbox" id="at-pc" checked={v.atPc} onChange={(e) => state.set({ atPc: (e.currentTarget as HTMLInputElement).checked })} /> {m.pc}
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
      <VersionPicker idPrefix="at" version={v.atVer} onChange={(x) => state.set({ atVer: x })} note={m.versionNote} {...{ locale }} />
      <ModPicker idPrefix="at" mods={mods} onChange={(x) => state.set({ atMods: x })} locale={locale} />
      <p class="zen-result" aria-live="polite" data-testid="at-summary">
        {m.attack}
        <strong>{n(r.total, 3)}</strong>
        {m.sentAs(sent)}
        {countedLines({ lines: v.atLines, spin: v.atSpin }, mods) !== v.atLines
          ? m.countsAs(
              locale === 'zh-cn'
                ? COUNTED_AS['zh-cn'][countedLines({ lines: v.atLines, spin: v.atSpin }, mods)]
                : (clearLabel({ lines: v.atLines, spin: v.atSpin }, mods) ?? ''),
            )
          : ''}
      </p>
      <table>
        <caption>{m.caption}</caption>
        <tbody>
          <tr>
            <th scope="row">{m.base}</th>
            <td class="atlas-num">{n(r.base, 3)}</td>
          </tr>
          <tr>
            <th scope="row">{m.b2b}</th>
            <td class="atlas-num">{n(r.b2bBonus, 3)}</td>
          </tr>
          <tr>
            <th scope="row">{m.pcRow}</th>
            <td class="atlas-num">{n(r.pcBonus, 3)}</td>
          </tr>
          <tr>
            <th scope="row">{m.easy}</th>
            <td class="atlas-num">{n(r.easySingleBonus, 3)}</td>
          </tr>
          <tr>
            <th scope="row">{m.surge}</th>
            <td class="atlas-num">{n(r.surge, 3)}</td>
          </tr>
          <tr>
            <th scope="row">{m.duo}</th>
            <td>{mods.includes('duo') || mods.includes('duo_reversed') ? m.yes : m.no}</td>
          </tr>
          <tr>
            <th scope="row">{m.chainRow}</th>
            <td class="atlas-num">{m.chain(n(r.streak), n(r.b2b))}</td>
          </tr>
        </tbody>
      </table>
      <p data-testid="at-windup">
        {w.beeps
          ? m.windup(w.parts.map((x) => n(x)).join(' + '), n(w.beeps), n(secondsOfFrames(w.frames[0]), 3), n(secondsOfFrames(w.frames[1] - w.frames[0]), 3)) +
            (dropped ? m.dropped(dropped, n(dropped)) : '')
          : m.underWindup}
      </p>
      <StateBar
        notices={withModNotice(state.notices, 'atMods', v.atMods, mods, locale)}
        shareUrl={state.shareUrl}
        onReset={state.reset}
        onDismiss={state.dismissNotices}
        locale={locale}
      />
    </section>
  );
}
