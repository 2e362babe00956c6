// Island: Sakura (255) and Kamui (1000) piece sequences: the pieces at a position, and every place a pattern occurs.
import { SEQUENCES, findPattern, window as seqWindow, type SequenceName } from '~/engines/tgm3';
import { choiceParam, numberParam, textParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import './tgm3.css';
import type { IslandProps } from './props';
import { numberFormatter } from '~/i18n/format';
import { messagesFor } from '~/i18n/messages';
import { MESSAGES } from './SequenceViewer.messages';

export const SPECS = {
  sqSeq: choiceParam<SequenceName>({ default: 'sakura', choices: ['sakura', 'kamui'] }),
  sqPos: numberParam({ default: 0, min: 0, max: Math.max(SEQUENCES.sakura.length, SEQUENCES.kamui.length) - 1 }),
  sqFind: textParam({
    default: 'IJO',
    pattern: /^[IJLOSTZijlostz]{0,12}$/,
    maxLength: 12,
    describe: { en: 'piece letters IJLOSTZ', 'zh-cn': '方块字母 IJLOSTZ' },
  }),
};
const SHOW = 28;

export default function SequenceViewer({ locale }: IslandProps) {
  const m = messagesFor(MESSAGES, locale);
  const n = numberFormatter(locale);
  const st = useUrlState(SPECS, locale);
  const v = st.values;
  const length = SEQUENCES[v.sqSeq].length;
  const pos = v.sqPos % length;
  const pieces = seqWindow(v.sqSeq, pos, SHOW);
  const pattern = v.sqFind.toUpperCase();
  const hits = pattern ? findPattern(v.sqSeq, pattern) : [];
  // Which shown pieces belong to a match (so they can be marked).
  const marked = new Set<number>();
  for (const h of hits)
    for (let k = 0; k < pattern.length; k++) {
      const off = (h + k - pos + length) % length;
      if (off < SHOW) marked.add(off);
    }
  return (
    <section class="atlas-island tgm3-island" aria-labelledby="sq-title">
      <h3 id="sq-title">{m.title}</h3>
      <div class="tgm3-grid">
        <label for="sq-seq">
          {m.sequence}
          <select id="sq-seq" value={v.sqSeq} onChange={(e) => st.set({ sqSeq: (e.currentTarget as HTMLSelectElement).value as SequenceName, sqPos: 0 })}>
            <option value="sakura">{m.sakura(SEQUENCES.sakura.length)}</option>
            <option value="kamui">{m.kamui(SEQUENCES.kamui.length)}</option>
          </select>
        </label>
        <label for="sq-pos">
          {m.start}
          <input
            id="sq-pos"
            type="number"
            min={0}
            max={length - 1}
            step={1}
            value={pos}
            onInput={(e) => {
              const x = Math.round(Number((e.currentTarget as HTMLInputElement).value));
              if (Number.isFinite(x)) st.set({ sqPos: ((x % length) + length) % length });
            }}
          />
        </label>
        <label for="sq-find">
          {m.find}
          <input
            id="sq-find"
            type="text"
            maxLength={12}
            value={v.sqFind}
            onInput={(e) => st.set({ sqFind: (e.currentTarget as HTMLInputElement).value.replace(/[^IJLOSTZijlostz]/g, '').slice(0, 12) })}
          />
        </label>
      </div>
      <p class="tgm3-seq-row" aria-label={m.pieces(pos, pos + SHOW - 1)} data-testid="sq-pieces">
        {pieces.split('').map((c, i) => (marked.has(i) ? <mark key={i}>{c}</mark> : <span key={i}>{c}</span>))}
      </p>
      <p aria-live="polite" data-testid="sq-hits">
        {pattern === ''
          ? m.typeLetters
          : hits.length === 0
            ? m.never(pattern)
            : m.occurs(
                pattern,
                hits.length,
                `${hits
                  .slice(0, 12)
                  .map((h) => n(h))
                  .join(', ')}${hits.length > 12 ? ', …' : ''}`,
              )}{' '}
        {hits.length > 0 && (
          <button type="button" class="atlas-button" onClick={() => st.set({ sqPos: hits.find((h) => h > pos) ?? hits[0] })}>
            {m.next}
          </button>
        )}
      </p>
      <StateBar notices={st.notices} shareUrl={st.shareUrl} onReset={st.reset} onDismiss={st.dismissNotices} locale={locale} />
    </section>
  );
}
