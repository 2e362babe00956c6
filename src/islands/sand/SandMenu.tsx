// The game's menu, one click away and not around the board (issue 26): the result panel (clears, daily best, status),
// undo, the replay, the debug tools and the settings. A disclosure, closed at first.
import { dailySeed } from '~/engines/sand';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { GAME_MESSAGES } from './SandGame.messages';
import { SandResult } from './SandResult';
import { SandReplay } from './SandReplay';
import { SandDebugTools } from './SandDebugTools';
import { SandSettings } from './SandSettings';
import { pieceName } from './SandSlots';
import { writePatternChoice } from './patterns-pref';
import { SPECS } from './sandbox-specs';
import type { useSandbox } from './use-sandbox';

type Ctl = ReturnType<typeof useSandbox>;

function statusLine(c: Ctl, fits: readonly boolean[]): string {
  const { p, shown, rp, v } = c;
  const w = shown.world;
  const slots = shown.slots.map((s, i) => p.m.statusSlot(i + 1, pieceName(s, c.locale), fits[i])).join(p.m.slotSep);
  return p.m.status(rp.active, p.num(shown.score), v.sbUndo, p.num(w.pixelCount()), p.num(w.activeCount()), slots, shown.phase === 'over');
}

export function SandMenu({ c, fits, locale }: { c: Ctl; fits: readonly boolean[]; locale: Locale }) {
  const { p, rp, v, state } = c;
  return (
    <details class="sand-menu">
      <summary>{messagesFor(GAME_MESSAGES, locale).menu}</summary>
      <div class="sand-side">
        <SandResult
          withUndo={v.sbUndo}
          events={p.events}
          quiet={rp.playing}
          status={statusLine(c, fits)}
          daily={c.bests.daily}
          todayBest={c.bests.todayBest}
          locale={locale}
        />
        {v.sbUndo && (
          <div class="atlas-controls">
            <button type="button" class="atlas-button" onClick={c.actions.undo} disabled={c.game.moves.length === 0} aria-keyshortcuts="U">
              {p.m.undoButton}
            </button>
          </div>
        )}
        <SandReplay
          moves={c.game.moves.length}
          active={rp.active}
          playing={rp.playing}
          position={rp.position}
          speed={v.sbReplaySpeed}
          said={rp.said}
          fromLink={c.sg.fromLink}
          onWatch={c.actions.watchReplay}
          onPlay={rp.togglePlay}
          onNext={rp.nextPlacement}
          onEnd={rp.jumpToEnd}
          onSpeed={(s) => state.set({ sbReplaySpeed: s })}
          locale={locale}
        />
        <SandDebugTools
          game={c.shown}
          paused={rp.active ? !rp.playing : p.paused}
          canRunToRest={!rp.active}
          speed={p.speed}
          showGrid={c.dbg.grid}
          showClusters={c.dbg.clusters}
          lastTickMs={c.loop.stats.current.tickMs}
          fps={c.loop.stats.current.fps}
          onStep={rp.active ? rp.stepFrame : c.actions.stepOnce}
          onRunToRest={c.actions.runToRest}
          onSpeed={p.setSpeed}
          onGrid={(grid) => c.setDbg({ ...c.dbg, grid })}
          onClusters={(clusters) => c.setDbg({ ...c.dbg, clusters })}
          onCheck={c.actions.check}
          locale={locale}
        />
        <SandSettings
          values={v}
          patterns={v.sbPatterns}
          today={c.today}
          onChange={c.sg.changeSettings}
          onPatterns={(on) => {
            state.set({ sbPatterns: on });
            writePatternChoice(on);
          }}
          onToday={() => {
            const seed = dailySeed(new Date());
            c.setToday(seed);
            c.sg.changeSettings({ sbSeed: seed, sbConn: SPECS.sbConn.default, sbScore: SPECS.sbScore.default, sbColours: SPECS.sbColours.default });
          }}
          onRestart={c.sg.restart}
          onBadSeed={() => p.setMessage(p.m.badSeed)}
          locale={locale}
        />
      </div>
    </details>
  );
}
