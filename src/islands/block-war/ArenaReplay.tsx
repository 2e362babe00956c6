// The arena's replay board (a game of the tournament, an imported file or a link's replay), stepped placement by
// placement, with the replay file to copy, a box to import one, and a link to the replay.
import { useEffect, useState } from 'preact/hooks';
import { emptyBoard, encodeReplayLink, exportReplay, importReplay, placementCells, toRedFrame as toRed } from '~/engines/block-war';
import { BoardSvg, type CellMark } from './BoardSvg';
import { fileName, type Shown } from './arena-model';
import type { ARENA_MESSAGES } from './Arena.messages';

interface Props {
  m: (typeof ARENA_MESSAGES)['en'];
  f: (x: number) => string;
  shown: Shown | null;
  onImport: (shown: Shown | null, status: string) => void;
}

/** The field after the chosen placement, with what that placement was, and the result at the end. */
function StepBoard({ m, f, shown, step }: { m: Props['m']; f: Props['f']; shown: Shown; step: number }) {
  const total = shown.match.history.length;
  const rec = step > 0 ? shown.match.history[step - 1] : null;
  const marks: CellMark[] = rec ? placementCells(rec.piece, rec.placement).map((c) => ({ ...toRed(rec.player, c.x, c.y), kind: 'placed' as const })) : [];
  return (
    <div class="bw-side">
      <BoardSvg rows={rec ? rec.board : emptyBoard()} marks={marks} cell={14 /* literal-ok: cell size in px */} label={m.boardLabel(f(step), f(total))} />
      <p aria-live="polite" data-testid="ar-step-status" class="bw-scores">
        {m.stepHead(f(step), f(total))}
        {rec
          ? m.stepRec(
              f(rec.round),
              rec.player,
              rec.piece,
              rec.placement.dir,
              rec.placement.x,
              rec.placement.y,
              f(rec.points),
              f(rec.scores[0]),
              f(rec.scores[1]),
            )
          : m.stepEmpty}
        {step === total && shown.match.over && shown.match.winner
          ? m.final(shown.match.winner, f(shown.match.scores[0]), f(shown.match.scores[1]), m.endReason(String(shown.match.endReason)))
          : ''}
      </p>
    </div>
  );
}

export function ArenaReplay({ m, f, shown, onImport }: Props) {
  const [step, setStep] = useState(0);
  const [importText, setImportText] = useState('');
  useEffect(() => setStep(shown ? shown.match.history.length : 0), [shown]);
  const total = shown ? shown.match.history.length : 0;
  const file = shown ? exportReplay(shown.seed, fileName(shown.red), fileName(shown.blue), shown.match) : '';
  let link = '';
  try {
    if (file) link = `?arReplay=${encodeReplayLink(JSON.parse(file))}#block-war-arena`;
  } catch {
    link = ''; // a name that a link cannot carry (an imported file's own names): no link, the file still works
  }
  const doImport = () => {
    try {
      const { file: r, match } = importReplay(importText);
      const s: Shown = { what: { kind: 'file' }, match, red: { kind: 'text', text: r.red }, blue: { kind: 'text', text: r.blue }, seed: r.seed };
      onImport(s, m.importedStatus(r.seed, m.quote(r.red), m.quote(r.blue), f(match.history.length), f(match.scores[0]), f(match.scores[1])));
    } catch (e) {
      onImport(null, m.importFailed(m.engineError((e as Error).message)));
    }
  };
  const what = shown ? (shown.what.kind === 'game' ? m.gameNo(f(shown.what.index + 1)) : shown.what.kind === 'file' ? m.imported : m.fromLink) : '';
  return (
    <>
      {shown && (
        <div class="bw-arena-replay" data-testid="ar-replay-view">
          <h4>{m.replayOf(what, shown.seed, m.name(shown.red), m.name(shown.blue))}</h4>
          <div class="atlas-controls">
            <label>
              {m.placement}
              <input
                id="ar-step"
                type="range"
                min={0}
                max={total}
                value={step}
                aria-valuetext={m.valueText(f(step), f(total))}
                onInput={(e) => setStep(Number((e.currentTarget as HTMLInputElement).value))}
              />
            </label>
            <button type="button" class="atlas-button" aria-label={m.back} onClick={() => setStep(Math.max(0, step - 1))}>
              ◀
            </button>
            <button type="button" class="atlas-button" aria-label={m.forward} onClick={() => setStep(Math.min(total, step + 1))}>
              ▶
            </button>
            {link && (
              <a href={link} data-testid="ar-replay-link">
                {m.link}
              </a>
            )}
          </div>
          <StepBoard m={m} f={f} shown={shown} step={step} />
        </div>
      )}
      <div class="atlas-controls">
        <label class="bw-code">
          {m.replayFile}
          <textarea rows={3} readOnly lang="en" value={file} data-testid="ar-replay" />
        </label>
        <label class="bw-code">
          {m.importFile}
          <textarea rows={3} value={importText} onInput={(e) => setImportText((e.currentTarget as HTMLTextAreaElement).value)} />
        </label>
        <button type="button" class="atlas-button" onClick={doImport}>
          {m.import}
        </button>
      </div>
    </>
  );
}
