// Island: one clear → attack (base, B2B, PC, easy single, surge), the RNG rounding range, and how the receiver's windup splits it.
import { MAX_CLEAR_LINES, clearLabel, secondsOfFrames, type SpinKind } from '~/engines/zenith';
import { PIECES, attackView, type Piece } from './attack-model';
import { AttackInputs } from './attack-inputs';
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

export const SPECS = {
  atLines: numberParam({ default: 2, min: 0, max: MAX_CLEAR_LINES }),
  atSpin: choiceParam<SpinKind>({ default: 'tspin', choices: ['none', 'tspin', 'mini'] }),
  atPiece: choiceParam<Piece>({ default: 'T', choices: PIECES }),
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
  const { mods, r, lo, frac, windup: w, dropped, countedAs, duo } = attackView(v);
  const sent = frac > 0 ? m.roundRange(n(lo), n(lo + 1), formatPercent(loc, Math.round(frac * 100) / 100, 0)) : n(lo);
  return (
    <section id="attack-calculator" class="atlas-island" aria-labelledby="at-title">
      <h3 id="at-title">{m.title}</h3>
      <AttackInputs values={v} onChange={(x) => state.set(x)} locale={locale} />
      <VersionPicker idPrefix="at" version={v.atVer} onChange={(x) => state.set({ atVer: x })} note={m.versionNote} {...{ locale }} />
      <ModPicker idPrefix="at" mods={mods} onChange={(x) => state.set({ atMods: x })} locale={locale} />
      <p class="zen-result" aria-live="polite" data-testid="at-summary">
        {m.attack}
        <strong>{n(r.total, 3)}</strong>
        {m.sentAs(sent)}
        {countedAs !== null
          ? m.countsAs(locale === 'zh-cn' ? COUNTED_AS['zh-cn'][countedAs] : (clearLabel({ lines: v.atLines, spin: v.atSpin }, mods) ?? ''))
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
            <td>{duo ? m.yes : m.no}</td>
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
