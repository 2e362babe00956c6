// Island: an editable board in the mover's frame; place a piece and see which rows go and where the others move.
// Presets are the document's six clear pictures (two examples, three pictures each). The model is clear-lab-model.ts;
// this file lays out the controls (ClearLabControls.tsx), the two boards and the summary (ClearLabSummary.tsx).
import { useState } from 'preact/hooks';
import type { Placement } from '~/engines/block-war';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import { BoardSvg } from './BoardSvg';
import { SPECS, chooseChange, labMarks, labState, pickAt, toggleChange } from './clear-lab-model';
import { ClearLabBoardControls, ClearLabMode, ClearLabPieceControls } from './ClearLabControls';
import { ClearLabSummary } from './ClearLabSummary';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { formatNumber } from '~/i18n/format';
import { CLEAR_LAB_MESSAGES } from './ClearLab.messages';
import './block-war.css';

export { SPECS, PRESETS } from './clear-lab-model';

export default function ClearLab({ locale }: { locale?: Locale }) {
  const m = messagesFor(CLEAR_LAB_MESSAGES, locale);
  const num = (n: number) => formatNumber(locale ?? 'en', n);
  const state = useUrlState(SPECS, locale);
  const v = state.values;
  const [mode, setMode] = useState<'place' | 'edit'>('place');
  const [hover, setHover] = useState<Placement | null>(null);
  const s = labState(v, hover, locale);
  const { marks, rowMarks } = labMarks(s, m.fullNote);
  const { result, unreachable } = s.view;
  const onCell = (x: number, y: number) => {
    const p = mode === 'place' ? pickAt(s, x, y) : null;
    const change = mode === 'edit' ? toggleChange(s.board, x, y) : p && chooseChange(p);
    if (change) state.set(change);
  };
  return (
    <section id="clear-lab" class="atlas-island" aria-labelledby="cl-title">
      <h3 id="cl-title">{m.title}</h3>
      <ClearLabBoardControls m={m} s={s} v={v} set={state.set} onPreset={() => setHover(null)} />
      <ClearLabPieceControls m={m} s={s} v={v} set={state.set} />
      <ClearLabMode m={m} mode={mode} setMode={setMode} />
      {unreachable && (
        <p class="atlas-notice" role="status" data-testid="cl-unreachable">
          {unreachable}
        </p>
      )}
      <div class="bw-figures">
        <figure>
          <BoardSvg
            rows={s.placed}
            mover={v.clMover}
            marks={marks}
            rowMarks={rowMarks}
            rowNumbers
            cell={17}
            label={m.beforeLabel(m[v.clMover], result.fullRows.length ? result.fullRows.join(m.listSeparator) : null, mode === 'edit')}
            onCell={onCell}
            onHover={mode === 'place' ? (x, y) => setHover(pickAt(s, x, y)) : undefined}
            onLeave={() => setHover(null)}
            ownerName={(ch) => (ch === s.mark ? m.beingPlaced(s.piece) : m.filled)}
            locale={locale}
          />
          <figcaption>{m.beforeCaption}</figcaption>
        </figure>
        <figure>
          <BoardSvg rows={result.rows} mover={v.clMover} rowNumbers cell={17} label={m.afterLabel(m[v.clMover])} locale={locale} />
          <figcaption>{m.afterCaption}</figcaption>
        </figure>
      </div>
      <ClearLabSummary m={m} s={s} num={num} />
      <StateBar
        notices={[...state.notices, ...(s.badPlacement ? [m.notLegal(s.piece, s.chosen.x, s.chosen.y, s.chosen.dir)] : [])]}
        shareUrl={state.shareUrl}
        onReset={() => {
          setHover(null);
          state.reset();
        }}
        onDismiss={state.dismissNotices}
        locale={locale}
      />
    </section>
  );
}
