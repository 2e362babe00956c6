// Island: the sand-block game (seed 004) as its design lays the screen out (§12.1): a top bar with score, chain, speed,
// sound and pause; the goal; the board with its feedback; the three slots under it; and one menu with the replay, the
// settings and the debug tools. The state lives in use-sandbox.ts and the files it names; this file only draws.
import { PIXEL_HEIGHT, PIXEL_WIDTH } from '~/engines/sand';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { GAME_MESSAGES } from './SandGame.messages';
import './sand.css';
import { SCALE, useSandbox } from './use-sandbox';
import { SandSlots, PieceIcon } from './SandSlots';
import { SandHud } from './SandHud';
import { SandEffects } from './SandEffects';
import { SandGuide } from './SandGuide';
import { SandMenu } from './SandMenu';
import { PatternLegend } from './PatternLegend';
import { StateBar } from '~/islands/common/StateBar';
import { shownScore } from './feedback';

export { SPECS } from './sandbox-specs';

type Ctl = ReturnType<typeof useSandbox>;

export default function SandSandbox({ locale = 'en' }: { locale?: Locale }) {
  const c = useSandbox(locale);
  const { p, shown, v } = c;
  const fits = shown.placeableSlots();
  const now = typeof performance === 'undefined' ? 0 : performance.now();
  return (
    <section id="sand-sandbox" class="atlas-island sand-island sand-game not-content" aria-label={p.m.title} ref={c.rootRef}>
      <SandHud
        score={p.num(shown === c.game && p.fx.fb.target === shown.score ? shownScore(p.fx.fb, now) : shown.score)}
        chain={shown.chain > 0 ? p.num(shown.chain) : null}
        best={bestText(c)}
        speed={p.speed}
        sound={p.fx.sound}
        paused={c.rp.active ? !c.rp.playing : p.paused}
        withUndo={v.sbUndo}
        onSpeed={p.setSpeed}
        onSound={p.fx.setSound}
        onPause={c.rp.active ? c.rp.togglePlay : c.actions.togglePause}
        locale={locale}
      />
      <p class="sand-goal">{messagesFor(GAME_MESSAGES, locale).goal}</p>
      <SandStage c={c} locale={locale} />
      <SandSlots
        slots={shown.slots}
        fits={fits}
        selected={p.selected}
        patterns={v.sbPatterns}
        shake={p.fx.fb.shake?.slot ?? null}
        onPointerDown={c.input.slotPointerDown}
        onPointerMove={c.input.slotPointerMove}
        onPointerUp={c.input.slotPointerUp}
        onPointerCancel={c.input.slotPointerCancel}
        locale={locale}
        onKeyChoose={(i) => {
          c.place.select(i);
          c.boardRef.current?.focus();
        }}
      />
      <p class="atlas-status sand-message" aria-live="polite" data-testid="sand-message">
        {p.message || p.m.hint}
      </p>
      <p class="sr-only" aria-live="polite">
        {p.events[0] ?? ''}
      </p>
      <StateBar notices={c.state.notices} shareUrl={c.state.shareUrl} onReset={c.state.reset} onDismiss={c.state.dismissNotices} locale={locale} />
      {v.sbPatterns && <PatternLegend count={c.game.colourCount} locale={locale} />}
      <SandMenu c={c} fits={fits} locale={locale} />
    </section>
  );
}

function bestText(c: Ctl): string | null {
  // The best of the game being played: the day's for the daily game, else this seed's with these settings.
  const best = c.bests.daily ? c.bests.daily.best : c.bests.seedBest;
  return best === null ? null : c.p.num(best);
}

/** The board: canvas, keys, feedback overlays, the first-game guide, game over, and the piece being dragged. */
function SandStage({ c, locale }: { c: Ctl; locale: Locale }) {
  const { p, shown, v } = c;
  const g = messagesFor(GAME_MESSAGES, locale);
  const ghost = c.input.ghost;
  return (
    <div class="sand-stage">
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- role="application" is the ARIA role for a surface with its own keys (WAI-ARIA 1.2); jsx-a11y counts it as non-interactive */}
      <div
        class="sand-board"
        ref={c.boardRef}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the board takes the keys itself, so it must be in the tab order (see above)
        tabIndex={0}
        role="application"
        aria-label={p.m.board(v.sbUndo)}
        aria-describedby="sand-game-status"
        onKeyDown={(e) => c.onKey(e as unknown as KeyboardEvent)}
      >
        <canvas
          ref={c.canvasRef}
          class="sand-canvas"
          data-patterns={String(v.sbPatterns)}
          width={PIXEL_WIDTH * SCALE}
          height={PIXEL_HEIGHT * SCALE}
          role="img"
          aria-label={p.m.canvas(p.num(PIXEL_WIDTH), p.num(PIXEL_HEIGHT))}
          onPointerMove={(e) => c.input.boardPointerMove(e as unknown as PointerEvent)}
          onClick={(e) => c.input.boardClick(e as unknown as MouseEvent)}
        />
        <SandEffects fb={p.fx.fb} locale={locale} />
        <SandGuide locale={locale} onClose={() => c.boardRef.current?.focus()} />
        {shown.phase === 'over' && (
          <div class="sand-over" data-testid="sand-over">
            <p class="sand-over-title">{g.overTitle}</p>
            <p>{p.m.overScore(p.num(shown.score), v.sbUndo)}</p>
            <button type="button" class="atlas-button" onClick={c.sg.restart}>
              {p.m.restart}
            </button>
          </div>
        )}
      </div>
      {ghost && shown.slots[ghost.slot] && (
        <div class="sand-ghost" style={{ left: `${ghost.x}px`, top: `${ghost.y}px` }} aria-hidden="true" data-testid="sand-ghost">
          <PieceIcon piece={shown.slots[ghost.slot]} patterns={v.sbPatterns} size={ghostCell(c)} />
        </div>
      )}
    </div>
  );
}

/** The dragged piece drawn at the board's cell size, so what follows the pointer is what will land. */
function ghostCell(c: Ctl): number {
  const r = c.canvasRef.current?.getBoundingClientRect();
  return r && r.width > 0 ? r.width / 12 : 24;
}
