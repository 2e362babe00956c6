// Island: score of one Master clear from the seed's formula, with the combo taken from a chain of clears.
import { MASTER_LAST_LEVEL, comboSequence, delaysAt, levelAdvance, scoreParts, type Lines } from '~/engines/tgm3';

/** A clear starts at most one level below the end (the game ends at MASTER_LAST_LEVEL). */
const LAST_START = MASTER_LAST_LEVEL - 1;
import { numberParam, textParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import './tgm3.css';
import { IntegerField } from '~/islands/common/IntegerField';

export const SPECS = {
  scoLevel: numberParam({ default: 100, min: 0, max: LAST_START }), // literal-ok: default level of the form, a choice
  scoChain: textParam({ default: '4', pattern: /^[1-4]{1,12}$/, maxLength: 12, describe: 'clears of 1-4 lines in a row' }),
  scoSoft: numberParam({ default: 0, min: 0, max: 600 }), // literal-ok: form limit in frames, not a game number
  scoSonic: numberParam({ default: 10, min: 0, max: 20 }),
  scoActive: numberParam({ default: 20, min: 1, max: 600 }), // literal-ok: form limit in frames, not a game number
};

export default function ScoreCalculator() {
  const st = useUrlState(SPECS);
  const v = st.values;
  const chain = v.scoChain.split('').map((c) => Number(c) as Lines);
  const combos = comboSequence(chain);
  const lines = chain[chain.length - 1];
  const combo = combos[combos.length - 1];
  const lockDelay = delaysAt('master', v.scoLevel).lock;
  const levelAfter = Math.min(MASTER_LAST_LEVEL, v.scoLevel + levelAdvance(lines));
  const p = scoreParts({ level: v.scoLevel, lines, soft: v.scoSoft, sonic: v.scoSonic, combo, levelAfter, lockDelay, activeTime: v.scoActive });
  const num = (key: 'scoLevel' | 'scoSoft' | 'scoSonic' | 'scoActive', label: string, min: number, max: number) => (
    <IntegerField id={`sco-${key}`} label={label} value={v[key]} min={min} max={max} onValue={(x) => st.set({ [key]: x } as Partial<typeof v>)} />
  );
  return (
    <section class="atlas-island tgm3-island" aria-labelledby="sco-title">
      <h3 id="sco-title">Score calculator</h3>
      <div class="tgm3-grid">
        {num('scoLevel', 'Level before the clear', 0, LAST_START)}
        <label for="sco-chain">
          Clears in a row, ending with this one (e.g. 231)
          <input
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
        {num('scoSoft', 'Soft (frames Down held)', 0, 600 /* literal-ok: form limit in frames, not a game number */)}
        {num('scoSonic', 'Sonic (longest sonic drop, rows)', 0, 20)}
        {num('scoActive', 'Active time (frames)', 1, 600 /* literal-ok: form limit in frames, not a game number */)}
      </div>
      <p class="tgm3-result" aria-live="polite" data-testid="sco-result">
        Score for this clear: <strong class="tgm3-big">{p.total}</strong>
      </p>
      <ol>
        <li>
          Combo: {chain.map((c, i) => `${c} line${c === 1 ? '' : 's'} → ${combos[i]}`).join(', ')}. This clear uses combo <strong>{combo}</strong>.
        </li>
        <li>
          ⌈({v.scoLevel} + {lines}) / 4⌉ = {p.levelTerm}; ({p.levelTerm} + {v.scoSoft} + {v.scoSonic}) × {lines} × {combo} = {p.base}.
        </li>
        <li>
          Level after the clear: {v.scoLevel} + {levelAdvance(lines)} = {levelAfter}; ⌈{levelAfter} / 2⌉ = {p.bonusTerm}.
        </li>
        <li>
          Speed: lock delay {lockDelay} (Master, no COOLs) − {v.scoActive} active frames = {p.speed} (never below 0).
        </li>
        <li>
          Total: {p.base} + {p.bonusTerm} + {p.speed} = {p.total}.
        </li>
      </ol>
      <StateBar notices={st.notices} shareUrl={st.shareUrl} onReset={st.reset} onDismiss={st.dismissNotices} />
    </section>
  );
}
