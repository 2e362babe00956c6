// The board editor's controller: URL state, the painted board, the run through the engine, and the canvas paints
// (only when something changed: a stroke, a key, a frame in which sand moved). The rules are in editor-model.ts.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { PIXEL_HEIGHT, PIXEL_WIDTH, STABILITY_RULES, type SandGame } from '~/engines/sand';
import { choiceParam, textParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { useOnScreen } from '~/lib/use-on-screen';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { formatNumber, MESSAGE_DIGITS } from '~/i18n/format';
import { drawWorld, startLoop } from './draw';
import { useReducedMotion } from './use-reduced-motion';
import { EDITOR_MESSAGES } from './SandEditor.messages';
import {
  applyEditorAction,
  brushSquare,
  createEditor,
  decodeBoard,
  editorKey,
  encodeBoard,
  gameFromBoard,
  paintLine,
  type BoardProblem,
  type Brush,
  type EditorAction,
  type EditorState,
} from './editor-model';

export const SPECS = {
  /** The painted board, run-length encoded (editor-model.ts). */
  beBoard: textParam({
    default: '',
    pattern: /^[a-g0-9]*$/,
    maxLength: 30000,
    describe: { en: 'a board: letters a to g, each followed by a count', 'zh-cn': '一个棋盘：字母 a 到 g，每个后面跟一个数' },
  }),
  beStab: choiceParam({ default: 'stable-support', choices: STABILITY_RULES }),
  beConn: choiceParam({ default: '4', choices: ['4', '8'] as const }),
};

/** Canvas pixels per board pixel. */
export const EDITOR_SCALE = 2;

function problemText(p: BoardProblem, locale: Locale): string {
  const m = messagesFor(EDITOR_MESSAGES, locale);
  const n = (x: number) => formatNumber(locale, x, MESSAGE_DIGITS);
  return p.kind === 'unreadable' ? m.unreadable(n(p.at)) : m.tooLong(n(p.kept));
}

/** Runs the painted board: one engine frame per animation frame while on screen, to rest at once under reduced motion. */
function useEditorRun(game: SandGame | null, rootRef: { current: Element | null }, changed: () => void) {
  const onScreen = useOnScreen(rootRef);
  const reduced = useReducedMotion();
  const [clears, setClears] = useState(0);
  useEffect(() => {
    setClears(0);
    if (!game || game.atRest || !onScreen || reduced === null) return;
    if (reduced) {
      setClears((k) => k + game.runUntilIdle().length);
      changed();
      return;
    }
    return startLoop(() => {
      const found = game.tick().length;
      if (found > 0) setClears((k) => k + found);
      changed();
      return !game.atRest;
    });
  }, [game, onScreen, reduced]);
  return clears;
}

/** Draws the board being edited with the brush outline at the cursor, or the world of the run. */
function paintEditor(canvas: HTMLCanvasElement | null, ed: EditorState, game: SandGame | null) {
  if (!canvas) return;
  drawWorld(canvas, game ? game.world : { width: PIXEL_WIDTH, height: PIXEL_HEIGHT, colours: ed.pixels }, { scale: EDITOR_SCALE });
  const ctx = canvas.getContext('2d');
  if (game || !ctx) return;
  const { x0, y0, size } = brushSquare(ed.brush, ed.x, ed.y);
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 1;
  ctx.strokeRect(x0 * EDITOR_SCALE + 0.5, y0 * EDITOR_SCALE + 0.5, size * EDITOR_SCALE - 1, size * EDITOR_SCALE - 1);
}

/** Mouse and touch: a stroke paints from pointer down to pointer up (a line between samples), and writes the link at the end. */
function strokeInput(ed: EditorState, busy: () => boolean, changed: () => void, commit: () => void) {
  let last: { x: number; y: number } | null = null;
  const stroke = (e: PointerEvent) => {
    const r = (e.currentTarget as HTMLCanvasElement).getBoundingClientRect();
    const p = { x: Math.floor(((e.clientX - r.left) / r.width) * PIXEL_WIDTH), y: Math.floor(((e.clientY - r.top) / r.height) * PIXEL_HEIGHT) };
    const from = last ?? p;
    ed.x = Math.min(PIXEL_WIDTH - 1, Math.max(0, p.x));
    ed.y = Math.min(PIXEL_HEIGHT - 1, Math.max(0, p.y));
    paintLine(ed.pixels, ed.brush, ed.colour, from.x, from.y, p.x, p.y);
    last = p;
    changed();
  };
  return {
    pointerDown: (e: PointerEvent) => {
      if (busy()) return;
      (e.currentTarget as HTMLElement).setPointerCapture?.(e.pointerId);
      last = null;
      stroke(e);
    },
    pointerMove: (e: PointerEvent) => {
      if (!busy() && last !== null && (e.buttons & 1) === 1) stroke(e);
    },
    pointerUp: () => {
      if (last === null) return;
      last = null;
      commit();
    },
  };
}

export function useEditor(locale: Locale) {
  const state = useUrlState(SPECS, locale);
  const v = state.values;
  const ed = useRef(createEditor());
  const [version, setVersion] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [game, setGame] = useState<SandGame | null>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const rootRef = useRef<HTMLElement>(null);
  const written = useRef('');
  const changed = () => setVersion((k) => k + 1);
  const commit = () => {
    written.current = encodeBoard(ed.current.pixels);
    state.set({ beBoard: written.current });
  };
  // A board from the link (after mount, or a reset): read once; a link this editor wrote itself is not read back.
  useEffect(() => {
    if (v.beBoard === written.current && version > 0) return;
    const read = decodeBoard(v.beBoard);
    ed.current.pixels = read.pixels;
    written.current = v.beBoard;
    setProblem(read.problem ? problemText(read.problem, locale) : null);
    setGame(null);
    changed();
  }, [v.beBoard]);
  // Paint after every render: renders happen only when the board, the cursor or the run changed (no paint on an idle board).
  useEffect(() => paintEditor(canvasRef.current, ed.current, game));
  const clears = useEditorRun(game, rootRef, changed);
  const input = useMemo(() => strokeInput(ed.current, () => game !== null, changed, commit), [game]);
  const choose = (a: EditorAction) => {
    if (applyEditorAction(ed.current, a)) commit();
    changed();
  };
  return {
    v,
    state,
    ed: ed.current,
    game,
    clears,
    problem,
    canvasRef,
    rootRef,
    ...input,
    onKey: (e: KeyboardEvent) => {
      const a = game ? null : editorKey(e.key, { shift: e.shiftKey, ctrl: e.ctrlKey, alt: e.altKey, meta: e.metaKey });
      if (a === null) return;
      e.preventDefault();
      choose(a);
    },
    choose,
    setBrush: (b: Brush) => {
      ed.current.brush = b;
      changed();
    },
    toggleRun: () => setGame(game ? null : gameFromBoard(ed.current.pixels, { stability: v.beStab, connectivity: v.beConn === '8' ? 8 : 4 })),
  };
}
