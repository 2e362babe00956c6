// Island: opens the contest platform's review-data file, steps through its frames and marks every frame the engine
// judges differently. Model: review-model.ts. The sample file is passed in at build time (the no-JavaScript view).
import { useMemo, useState } from 'preact/hooks';
import { numberParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { numberFormatter } from '~/i18n/format';
import { MAX_REVIEW_FRAMES } from '~/engines/block-war/review';
import { BoardSvg } from './BoardSvg';
import { clampFrame, disagreements, frameView, openReview, type FrameView, type ReviewState } from './review-model';
import { REVIEW_VIEWER_MESSAGES } from './ReviewViewer.messages';
import './block-war.css';

/** Pixels per board cell. */
const CELL_PX = 14; // literal-ok: a drawing size in pixels, not a rule number

export const SPECS = {
  rfFrame: numberParam({ default: 0, min: 0, max: MAX_REVIEW_FRAMES - 1 }),
};

interface Props {
  /** The sample file's text and name (read at build time); without it the viewer starts empty. */
  sample?: { text: string; name: string };
  locale?: Locale;
}

export default function ReviewViewer({ sample, locale }: Props) {
  const m = messagesFor(REVIEW_VIEWER_MESSAGES, locale);
  const url = useUrlState(SPECS, locale);
  const first = useMemo(() => (sample ? openReview(sample.text, sample.name) : null), [sample]);
  const [state, setState] = useState<ReviewState | null>(first?.ok ? first.state : null);
  const [error, setError] = useState<string | null>(null);
  const frameCount = state?.file.frames.length ?? 0;
  const at = state ? clampFrame(state, url.values['rfFrame']) : 0;
  const go = (i: number) => state && url.set({ rfFrame: clampFrame(state, i) });
  const open = (text: string, name: string) => {
    const r = openReview(text, name);
    if (r.ok) {
      setState(r.state);
      setError(null);
      url.set({ rfFrame: 0 });
    } else setError(r.error);
  };
  const onFile = (e: Event) => {
    const f = (e.currentTarget as HTMLInputElement).files?.[0];
    if (f) void f.text().then((t) => open(t, f.name));
  };
  const v = state ? frameView(state, at) : null;
  const bad = state ? disagreements(state) : [];
  const nextBad = bad.find((i) => i > at) ?? bad[0];
  return (
    <section id="review-viewer" class="atlas-island" aria-labelledby="rf-title">
      <h3 id="rf-title">{m.title}</h3>
      <div class="atlas-controls">
        <label>
          {m.open} <input type="file" accept=".json,application/json" onChange={onFile} />
        </label>
        {sample && (
          <button type="button" class="atlas-button" onClick={() => open(sample.text, sample.name)}>
            {m.sample}
          </button>
        )}
      </div>
      {error && (
        <p role="alert">
          {m.error} <span lang="en">{error}</span>
        </p>
      )}
      {state && v && (
        <div>
          <p data-testid="rf-file">
            {/* names come from the file: data, shown as written */}
            <span lang="en">{state.name}</span>
            {m.fileSep}
            {m.redIs}
            <span lang="en">{state.file.red}</span>
            {m.blueIs}
            <span lang="en">{state.file.blue}</span>. {m.result(m.winner(state.file.winner), state.file.reason)}
          </p>
          <p data-testid="rf-summary">
            <strong>{m.summary(state.check.agree, frameCount, state.check.disagree)}</strong>
          </p>
          <FrameSteps at={at} frameCount={frameCount} go={go} nextBad={bad.length > 0 ? nextBad : null} locale={locale} />
          <FrameDetails v={v} at={at} frameCount={frameCount} locale={locale} />
        </div>
      )}
      <StateBar notices={url.notices} shareUrl={url.shareUrl} onReset={url.reset} onDismiss={url.dismissNotices} locale={locale} />
    </section>
  );
}

/** The board of one frame and what the file and the engine say about it. */
function FrameDetails({ v, at, frameCount, locale }: { v: FrameView; at: number; frameCount: number; locale?: Locale }) {
  const m = messagesFor(REVIEW_VIEWER_MESSAGES, locale);
  const n = numberFormatter(locale);
  return (
    <div class="bw-side">
      <BoardSvg rows={v.frame.rows} cell={CELL_PX} marks={v.placed.map((c) => ({ ...c, kind: 'placed' as const }))} label={m.boardLabel(at)} locale={locale} />
      <div aria-live="polite" data-testid="rf-frame">
        <p>
          <strong>{m.frameLine(at, frameCount, v.placement, v.frame.round)}</strong>
        </p>
        <p>{m.stage(v.frame.mover, v.frame.beforeClear)}</p>
        {v.frame.action && <p>{m.action(`(${v.frame.action.map((k) => n(k)).join(', ')})`)}</p>}
        <p>{m.score(v.frame.points[0], v.frame.points[1], v.frame.combo)}</p>
        {v.frame.stolenLines.length > 0 && <p>{m.stolen(v.frame.stolenLines.map((k) => n(k)).join(', '))}</p>}
        {v.frame.tags.length > 0 && (
          <p>
            {m.tags}: <span lang="zh-CN">{v.frame.tags.join(' · ')}</span>
          </p>
        )}
        <p data-testid="rf-check" data-ok={String(v.check.ok)}>
          {v.check.ok === true ? m.ok : v.check.ok === false ? m.bad : m.unchecked} {v.check.ok === false && <span lang="en">{v.check.why}</span>}
        </p>
      </div>
    </div>
  );
}

/** First, previous, a slider, next, last, and the next frame that differs from the engine. */
function FrameSteps(p: { at: number; frameCount: number; go: (i: number) => void; nextBad: number | null; locale?: Locale }) {
  const { at, frameCount, go, nextBad } = p;
  const m = messagesFor(REVIEW_VIEWER_MESSAGES, p.locale);
  return (
    <div class="atlas-controls" role="group" aria-label={m.frame}>
      <button type="button" class="atlas-button" onClick={() => go(0)} disabled={at === 0}>
        {m.first}
      </button>
      <button type="button" class="atlas-button" onClick={() => go(at - 1)} disabled={at === 0}>
        {m.previous}
      </button>
      <label>
        {m.frame} <input type="range" min={0} max={frameCount - 1} value={at} onInput={(e) => go(Number((e.currentTarget as HTMLInputElement).value))} />
      </label>
      <button type="button" class="atlas-button" onClick={() => go(at + 1)} disabled={at >= frameCount - 1}>
        {m.next}
      </button>
      <button type="button" class="atlas-button" onClick={() => go(frameCount - 1)} disabled={at >= frameCount - 1}>
        {m.last}
      </button>
      {nextBad !== null && (
        <button type="button" class="atlas-button" onClick={() => go(nextBad)}>
          {m.nextBad}
        </button>
      )}
    </div>
  );
}
