// Island: score of one Master clear from the seed's formula, with the combo taken from a chain of clears.
import { comboSequence, delaysAt, levelAdvance, scoreParts, type Lines } from '~/engines/tgm3';
import { numberParam, textParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import './tgm3.css';
import { IntegerField } from '~/islands/common/IntegerField';

export const SPECS = {
  sco_level: numberParam({ default: 100, min: 0, max: 998 }),
  sco_chain: textParam({ default: '4', pattern: /^[1-4]{1,12}$/, maxLength: 12, describe: 'clears of 1-4 lines in a row' }),
  sco_soft: numberParam({ default: 0, min: 0, max: 600 }),
  sco_sonic: numberParam({ default: 10, min: 0, max: 20 }),
  sco_active: numberParam({ default: 20, min: 1, max: 600 }),
};

export default function ScoreCalculator() {
  const st = useUrlState(SPECS);
  const v = st.values;
  const chain = v.sco_chain.split('').map((c) => Number(c) as Lines);
  const combos = comboSequence(chain);
  const lines = chain[chain.length - 1];
  const combo = combos[combos.length - 1];
  const lockDelay = delaysAt('master', v.sco_level).lock;
  const levelAfter = Math.min(999, v.sco_level + levelAdvance(lines));
  const p = scoreParts({ level: v.sco_level, lines, soft: v.sco_soft, sonic: v.sco_sonic, combo, levelAfter, lockDelay, activeTime: v.sco_active });
  const num = (key: 'sco_level' | 'sco_soft' | 'sco_sonic' | 'sco_active', label: string, min: number, max: number) => (
    <IntegerField id={`sco-${key}`} label={label} value={v[key]} min={min} max={max} onValue={(x) => st.set({ [key]: x } as Partial<typeof v>)} />
  );
  return (
    <section class="atlas-island tgm3-island" aria-labelledby="sco-title">
      <h3 id="sco-title">Score calculator</h3>
      <div class="tgm3-grid">
        {num('sco_level', 'Level before the clear', 0, 998)}
        <label for="sco-chain">
          Clears in a row, ending with this one (e.g. 231)
          <input
            id="sco-chain"
            type="text"
            inputMode="numeric"
            maxLength={12}
            value={v.sco_chain}
            onChange={(e) => {
              const t = (e.currentTarget as HTMLInputElement).value.replace(/[^1-4]/g, '').slice(0, 12);
              if (t) st.set({ sco_chain: t });
            }}
          />
        </label>
        {num('sco_soft', 'Soft (frames Down held)', 0, 600)}
        {num('sco_sonic', 'Sonic (longest sonic drop, rows)', 0, 20)}
        {num('sco_active', 'Active time (frames)', 1, 600)}
      </div>
      <p class="tgm3-result" aria-live="polite" data-testid="sco-result">
        Score for this clear: <strong class="tgm3-big">{p.total}</strong>
      </p>
      <ol>
        <li>
          Combo: {chain.map((c, i) => `${c} line${c === 1 ? '' : 's'} → ${combos[i]}`).join(', ')}. This clear uses combo <strong>{combo}</strong>.
        </li>
        <li>
          ⌈({v.sco_level} + {lines}) / 4⌉ = {p.levelTerm}; ({p.levelTerm} + {v.sco_soft} + {v.sco_sonic}) × {lines} × {combo} = {p.base}.
        </li>
        <li>
          Level after the clear: {v.sco_level} + {levelAdvance(lines)} = {levelAfter}; ⌈{levelAfter} / 2⌉ = {p.bonusTerm}.
        </li>
        <li>
          Speed: lock delay {lockDelay} (Master, no COOLs) − {v.sco_active} active frames = {p.speed} (never below 0).
        </li>
        <li>
          Total: {p.base} + {p.bonusTerm} + {p.speed} = {p.total}.
        </li>
      </ol>
      <StateBar notices={st.notices} shareUrl={st.shareUrl} onReset={st.reset} onDismiss={st.dismissNotices} />
    </section>
  );
}
