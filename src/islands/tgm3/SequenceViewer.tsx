// Island: Sakura (255) and Kamui (1000) piece sequences: the pieces at a position, and every place a pattern occurs.
import { SEQUENCES, findPattern, window as seqWindow, type SequenceName } from '~/engines/tgm3';
import { choiceParam, numberParam, textParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import './tgm3.css';

export const SPECS = {
  sq_seq: choiceParam<SequenceName>({ default: 'sakura', choices: ['sakura', 'kamui'] }),
  sq_pos: numberParam({ default: 0, min: 0, max: 999 }),
  sq_find: textParam({ default: 'IJO', pattern: /^[IJLOSTZijlostz]{0,12}$/, maxLength: 12, describe: 'piece letters IJLOSTZ' }),
};
const SHOW = 28;

export default function SequenceViewer() {
  const st = useUrlState(SPECS);
  const v = st.values;
  const length = SEQUENCES[v.sq_seq].length;
  const pos = v.sq_pos % length;
  const pieces = seqWindow(v.sq_seq, pos, SHOW);
  const pattern = v.sq_find.toUpperCase();
  const hits = pattern ? findPattern(v.sq_seq, pattern) : [];
  // Which shown pieces belong to a match (so they can be marked).
  const marked = new Set<number>();
  for (const h of hits) for (let k = 0; k < pattern.length; k++) {
    const off = (h + k - pos + length) % length;
    if (off < SHOW) marked.add(off);
  }
  return (
    <section class="atlas-island tgm3-island" aria-labelledby="sq-title">
      <h3 id="sq-title">Sequence viewer</h3>
      <div class="tgm3-grid">
        <label for="sq-seq">
          Sequence
          <select id="sq-seq" value={v.sq_seq} onChange={(e) => st.set({ sq_seq: (e.currentTarget as HTMLSelectElement).value as SequenceName, sq_pos: 0 })}>
            <option value="sakura">Sakura (255 pieces)</option>
            <option value="kamui">Kamui (1000 pieces)</option>
          </select>
        </label>
        <label for="sq-pos">
          Start at piece (0-based)
          <input
            id="sq-pos"
            type="number"
            min={0}
            max={length - 1}
            step={1}
            value={pos}
            onInput={(e) => {
              const x = Math.round(Number((e.currentTarget as HTMLInputElement).value));
              if (Number.isFinite(x)) st.set({ sq_pos: ((x % length) + length) % length });
            }}
          />
        </label>
        <label for="sq-find">
          Find a pattern
          <input
            id="sq-find"
            type="text"
            maxLength={12}
            value={v.sq_find}
            onInput={(e) => st.set({ sq_find: (e.currentTarget as HTMLInputElement).value.replace(/[^IJLOSTZijlostz]/g, '').slice(0, 12) })}
          />
        </label>
      </div>
      <p class="tgm3-seq-row" aria-label={`Pieces ${pos} to ${pos + SHOW - 1}`} data-testid="sq-pieces">
        {pieces.split('').map((c, i) => (marked.has(i) ? <mark key={i}>{c}</mark> : <span key={i}>{c}</span>))}
      </p>
      <p aria-live="polite" data-testid="sq-hits">
        {pattern === ''
          ? 'Type piece letters to search.'
          : hits.length === 0
            ? `${pattern} never occurs in this sequence.`
            : `${pattern} occurs ${hits.length} time${hits.length === 1 ? '' : 's'}, starting at piece${hits.length === 1 ? '' : 's'} ${hits.slice(0, 12).join(', ')}${hits.length > 12 ? ', …' : ''}.`}{' '}
        {hits.length > 0 && (
          <button type="button" class="atlas-button" onClick={() => st.set({ sq_pos: hits.find((h) => h > pos) ?? hits[0] })}>
            Go to the next match
          </button>
        )}
      </p>
      <StateBar notices={st.notices} shareUrl={st.shareUrl} onReset={st.reset} onDismiss={st.dismissNotices} />
    </section>
  );
}
