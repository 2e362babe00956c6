// Island: the board editor for game developers (seed 004 §14.4): paint pixels in a colour, erase, clear, keep the board
// in the link, and run it through the engine with the stability rule and neighbours chosen. State in use-editor.ts.
import { PIXEL_HEIGHT, PIXEL_WIDTH } from '~/engines/sand';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { formatNumber, MESSAGE_DIGITS } from '~/i18n/format';
import { StateBar } from '~/islands/common/StateBar';
import { colourName } from './SandPlay.messages';
import { PALETTE } from './draw';
import { BRUSHES, EDITOR_COLOURS, pixelCount, type Brush } from './editor-model';
import { EDITOR_MESSAGES } from './SandEditor.messages';
import { EDITOR_SCALE, useEditor } from './use-editor';
import './sand.css';
import './sand-editor.css';

export { SPECS } from './use-editor';

export default function SandEditor({ locale = 'en' }: { locale?: Locale }) {
  const m = messagesFor(EDITOR_MESSAGES, locale);
  const c = useEditor(locale);
  const n = (x: number) => formatNumber(locale, x, MESSAGE_DIGITS);
  const painted = pixelCount(c.ed.pixels);
  return (
    <section id="sand-editor" class="atlas-island sand-editor not-content" aria-labelledby="sand-editor-title" ref={c.rootRef}>
      <h3 id="sand-editor-title">{m.title}</h3>
      <p>{m.intro}</p>
      <div class="sand-editor-body">
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- role="application": the board takes its own keys (WAI-ARIA 1.2) */}
        <div
          class="sand-editor-board"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the board takes the keys itself, so it must be in the tab order
          tabIndex={0}
          role="application"
          aria-label={m.board}
          aria-describedby="sand-editor-status"
          data-testid="sand-editor-board"
          onKeyDown={(e) => c.onKey(e as unknown as KeyboardEvent)}
        >
          <canvas
            ref={c.canvasRef}
            class="sand-editor-canvas"
            width={PIXEL_WIDTH * EDITOR_SCALE}
            height={PIXEL_HEIGHT * EDITOR_SCALE}
            role="img"
            aria-label={m.canvas(n(painted))}
            onPointerDown={(e) => c.pointerDown(e as unknown as PointerEvent)}
            onPointerMove={(e) => c.pointerMove(e as unknown as PointerEvent)}
            onPointerUp={c.pointerUp}
            onPointerCancel={c.pointerUp}
          />
        </div>
        <EditorTools c={c} locale={locale} painted={painted} />
      </div>
      <StateBar notices={c.state.notices} shareUrl={c.state.shareUrl} onReset={c.state.reset} onDismiss={c.state.dismissNotices} locale={locale} />
    </section>
  );
}

/** The tools beside the board: colour, brush, clear, the two switches, run, and what the board holds or the run did. */
function EditorTools({ c, locale, painted }: { c: ReturnType<typeof useEditor>; locale: Locale; painted: number }) {
  const m = messagesFor(EDITOR_MESSAGES, locale);
  const n = (x: number) => formatNumber(locale, x, MESSAGE_DIGITS);
  return (
    <div class="sand-editor-tools">
      <fieldset disabled={c.game !== null}>
        <legend>{m.colour}</legend>
        <div class="sand-editor-swatches">
          {Array.from({ length: EDITOR_COLOURS + 1 }, (_, k) => (
            <label key={k} class="sand-editor-swatch">
              <input type="radio" name={`sand-editor-colour-${locale}`} checked={c.ed.colour === k} onChange={() => c.choose({ kind: 'colour', colour: k })} />
              <span class="sand-editor-chip" style={{ background: PALETTE[k] }} aria-hidden="true" />
              {k === 0 ? m.eraser : colourName(k, locale)}
            </label>
          ))}
        </div>
        <label>
          {m.brush}{' '}
          <select value={String(c.ed.brush)} onChange={(e) => c.setBrush(Number((e.currentTarget as HTMLSelectElement).value) as Brush)}>
            {BRUSHES.map((b) => (
              <option key={b} value={String(b)}>
                {m.brushName(b)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" class="atlas-button" onClick={() => c.choose({ kind: 'clear' })}>
          {m.clear}
        </button>
      </fieldset>
      <fieldset disabled={c.game !== null}>
        <label>
          {m.stability}{' '}
          <select value={c.v.beStab} onChange={(e) => c.state.set({ beStab: (e.currentTarget as HTMLSelectElement).value as typeof c.v.beStab })}>
            <option value="stable-support">{m.stableSupport}</option>
            <option value="document-literal">{m.literal}</option>
          </select>
        </label>
        <label>
          {m.connectivity}{' '}
          <select value={c.v.beConn} onChange={(e) => c.state.set({ beConn: (e.currentTarget as HTMLSelectElement).value as '4' | '8' })}>
            <option value="4">{m.four}</option>
            <option value="8">{m.eight}</option>
          </select>
        </label>
      </fieldset>
      <button type="button" class="atlas-button sand-editor-run" aria-pressed={c.game !== null} onClick={c.toggleRun}>
        {c.game ? m.edit : m.run}
      </button>
      <p id="sand-editor-status" class="atlas-status" aria-live="polite" data-testid="sand-editor-status">
        {c.game
          ? `${m.running(n(c.game.world.frame()), n(c.game.world.activeCount()), n(c.clears), n(c.game.score))}${c.game.atRest ? ` ${m.atRest}` : ''}`
          : m.painted(n(painted), `(${n(c.ed.x)}, ${n(c.ed.y)})`)}
      </p>
      {c.problem && (
        <p class="atlas-notice" role="status" data-testid="sand-editor-problem">
          {c.problem}
        </p>
      )}
    </div>
  );
}
