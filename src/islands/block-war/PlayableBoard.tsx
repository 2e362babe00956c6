// Island: a Block War match on one screen, red against blue (hand against hand, or hand against a bot). Legal
// placements are outlined, the hovered one previewed, clears flash, and score and combo come from the engine. The
// model is playable-model.ts; the controls and the side panel are PlayableControls.tsx and PlayablePanel.tsx.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { playPlacement, type BotName, type Placement } from '~/engines/block-war';
import { useUrlState } from '~/lib/use-url-state';
import { useOnScreen } from '~/lib/use-on-screen';
import { StateBar } from '~/islands/common/StateBar';
import { BoardSvg, type RowMark } from './BoardSvg';
import { decodeMoves, encodeMoves } from './codec';
import { SPECS, boardMarks, botIndex, flashOf, pickIndex, replayMoves, turnOf, undoMoves } from './playable-model';
import { PlayableControls } from './PlayableControls';
import { PlayablePanel } from './PlayablePanel';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { formatNumber } from '~/i18n/format';
import { PLAYABLE_BOARD_MESSAGES } from './PlayableBoard.messages';
import './block-war.css';

export { SPECS } from './playable-model';

/** How long the bot waits before it answers, and how long a clear flashes (ms; our choice, for the eye). */
const BOT_PAUSE = { plain: 350, afterClear: 900 };
const FLASH_MS = 700;

export default function PlayableBoard({ locale }: { locale?: Locale }) {
  const m = messagesFor(PLAYABLE_BOARD_MESSAGES, locale);
  const num = (n: number) => formatNumber(locale ?? 'en', n);
  const state = useUrlState(SPECS, locale);
  const { pbSeed: seed, pbBlue: blueSide } = state.values;
  const moves = useMemo(() => decodeMoves(state.values.pbMoves), [state.values.pbMoves]);
  const { match, used } = useMemo(() => replayMoves(seed, moves), [seed, moves]);
  const t = useMemo(() => turnOf(match, blueSide), [match, blueSide]);
  const [sel, setSel] = useState(0);
  const [hover, setHover] = useState<number | null>(null);
  const [flash, setFlash] = useState<{ rows: string[]; marks: RowMark[] } | null>(null);
  const box = useRef<HTMLElement>(null);
  const onScreen = useOnScreen(box);
  useEffect(() => setSel(0), [match]);
  const play = (list: number[]) => state.set({ pbMoves: encodeMoves(list) });

  /** Plays the index-th listed placement, shows the clear for a moment, and records the move in the URL. */
  const move = (index: number) => {
    if (match.over || index < 0 || index >= t.legal.length) return;
    const cleared = onScreen ? flashOf(match, playPlacement(match, t.legal[index])) : null;
    if (cleared) setFlash(cleared);
    play([...moves.slice(0, used), index]);
    setHover(null);
  };

  // The bot answers after a short pause (longer when a clear is flashing); no timers run off screen.
  useEffect(() => {
    if (!t.player || t.handToMove || !onScreen) return;
    const timer = setTimeout(() => move(botIndex(match, t, blueSide as BotName, seed)), flash ? BOT_PAUSE.afterClear : BOT_PAUSE.plain);
    return () => clearTimeout(timer);
  }, [match, t.handToMove, onScreen]);
  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [flash]);

  const shown: Placement | undefined = t.legal[hover ?? sel];
  const pick = (x: number, y: number) => pickIndex(t, x, y, shown?.dir);
  return (
    <section id="playable-board" class="atlas-island" aria-labelledby="pb-title" ref={box}>
      <h3 id="pb-title">{m.title}</h3>
      <PlayableControls
        m={m}
        seed={seed}
        blue={blueSide}
        canUndo={used > 0}
        onNewMatch={(s) => state.set({ pbSeed: s, pbMoves: '' })}
        onBlue={(side) => state.set({ pbBlue: side })}
        onUndo={() => play(undoMoves(moves, used, match, blueSide))}
      />
      <div class="bw-side">
        <BoardSvg
          rows={flash ? flash.rows : match.board}
          rowMarks={flash ? flash.marks : []}
          marks={boardMarks(match, t, shown, flash !== null)}
          cell={18}
          class={flash ? 'bw-flash' : ''}
          label={m.boardLabel(num(match.turn))}
          locale={locale}
          onHover={(x, y) => setHover(pick(x, y))}
          onLeave={() => setHover(null)}
          onCell={(x, y) => {
            const i = pick(x, y);
            if (i !== null) move(i);
          }}
        />
        <PlayablePanel m={m} num={num} match={match} t={t} shown={shown} hovering={hover !== null} sel={sel} onSelect={setSel} onPlace={() => move(sel)} />
      </div>
      <StateBar
        notices={used < moves.length ? [...state.notices, m.partMoves(num(used), num(moves.length))] : state.notices}
        shareUrl={state.shareUrl}
        onReset={state.reset}
        onDismiss={state.dismissNotices}
        locale={locale}
      />
    </section>
  );
}
