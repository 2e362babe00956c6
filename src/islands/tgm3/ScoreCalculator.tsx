// Island: score of one Master clear from the seed's formula, with the combo taken from a chain of clears.
import { MASTER_LAST_LEVEL, comboSequence, delaysAt, levelAdvance, scoreParts, type Lines } from '~/engines/tgm3';

/** A clear starts at most one level below the end (the game ends at MASTER_LAST_LEVEL). */
const LAST_START = MASTER_LAST_LEVEL - 1;
import { numberParam, textParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import './tgm3.css';
import { IntegerField } from '~/islands/common/IntegerField';
import type { IslandProps } from './props';
import { numberFormatter } from '~/i18n/format';
import { messagesFor } from '~/i18n/messages';
import { MESSAGES } from './ScoreCalculator.messages';
import { DraftInput } from '../common/DraftInput';

export const SPECS = {
  scoLevel: numberParam({ default: 100, min: 0, max: LAST_START }), // literal-ok: default level of the form, a choice
  scoChain: textParam({
    default: '4',
    pattern: /^[1-4]{1,12}$/,
    maxLength: 12,
    describe: { en: 'clears of 1-4 lines in a row', 'zh-cn': '连续的 1-4 行消行' },
  }),
  scoSoft: numberParam({ default: 0, min: 0, max: 600 }), // literal-ok: form limit in frames, not a game number
  scoSonic: numberParam({ default: 10, min: 0, max: 20 }),
  scoActive: numberParam({ default: 20, min: 1, max: 600 }), // literal-ok: form limit in frames, not a game number
};

export default function ScoreCalculator({ locale }: IslandProps) {
  const m = messagesFor(MESSAGES, locale);
  const n = numberFormatter(locale);
  const st = useUrlState(SPECS, locale);
  const v = st.values;
  const chain = v.scoChain.split('').map((c) => Number(c) as Lines);
  const combos = comboSequence(chain);
  const lines = chain[chain.length - 1];
  const combo = combos[combos.length - 1];
  const lockDelay = delaysAt('master', v.scoLevel).lock;
  const levelAfter = Math.min(MASTER_LAST_LEVEL, v.scoLevel + levelAdvance(lines));
  const p = scoreParts({ level: v.scoLevel, lines, soft: v.scoSoft, sonic: v.scoSonic, combo, levelAfter, lockDelay, activeTime: v.scoActive });
  const num = (key: 'scoLevel' | 'scoSoft' | 'scoSonic' | 'scoActive', label: string, min: number, max: number) => (
    <IntegerField
      id={`sco-${key}`}
      label={label}
      value={v[key]}
      min={min}
      max={max}
      onValue={(x) => st.set({ [key]: x } as Partial<typeof v>)}
      locale={locale}
    />
  );
  return (
    <section class="atlas-island tgm3-island" aria-labelledby="sco-title">
      <h3 id="sco-title">{m.title}</h3>
      <div class="tgm3-grid">
        {num('scoLevel', m.level, 0, LAST_START)}
        <label for="sco-chain">
          {m.chain}
          <DraftInput
            id="sco-chain"
            type="text"
            inputMode="numeric"
            maxLength={12}
            value={v.scoChain}
            onChange={(e) => {
              const t = (e.currentTarget as HTMLInputElement).value.replace(/[^1-4]/g, '').slice(0, 12);
              if (t) st.set({ scoChain: t });
            }}
          />
        </label>
        {num('scoSoft', m.soft, 0, 600 /* literal-ok: form limit in frames, not a game number */)}
        {num('scoSonic', m.sonic, 0, 20)}
        {num('scoActive', m.active, 1, 600 /* literal-ok: form limit in frames, not a game number */)}
      </div>
      <p class="tgm3-result" aria-live="polite" data-testid="sco-result">
        {m.score}
        <strong class="tgm3-big">{n(p.total)}</strong>
      </p>
      <ol>
        <li>
          {m.combo(chain.map((c, i) => m.comboStep(c, combos[i])).join(', '))}
          <strong>{n(combo)}</strong>
          {m.stop}
        </li>
        <li>
          ⌈({n(v.scoLevel)} + {n(lines)}) / 4⌉ = {n(p.levelTerm)}
          {m.sep}({n(p.levelTerm)} + {n(v.scoSoft)} + {n(v.scoSonic)}) × {n(lines)} × {n(combo)} = {n(p.base)}
          {m.stop}
        </li>
        <li>
          {m.levelAfter}
          {n(v.scoLevel)} + {n(levelAdvance(lines))} = {n(levelAfter)}
          {m.sep}⌈{n(levelAfter)} / 2⌉ = {n(p.bonusTerm)}
          {m.stop}
        </li>
        <li>{m.speed(lockDelay, v.scoActive, p.speed)}</li>
        <li>
          {m.total}
          {n(p.base)} + {n(p.bonusTerm)} + {n(p.speed)} = {n(p.total)}
          {m.stop}
        </li>
      </ol>
      <StateBar notices={st.notices} shareUrl={st.shareUrl} onReset={st.reset} onDismiss={st.dismissNotices} locale={locale} />
    </section>
  );
}
