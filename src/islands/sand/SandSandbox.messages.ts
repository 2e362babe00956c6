// Text of the sand sandbox, per locale: the board and its keys, the result panel, the debug tools, the replay controls
// and what the game hooks say (use-sand-game, use-replay, use-piece-drag). Numbers arrive already formatted for the
// locale; piece and colour names come from SandPlay.messages.ts.
import { defineMessages } from '~/i18n/messages';
import { MESSAGE_DIGITS, numberFormatter } from '~/i18n/format';

type Phase = 'idle' | 'falling' | 'clearing' | 'over';
const ZH_PHASE: Record<Phase, string> = { idle: '静止', falling: '下落中', clearing: '消除中', over: '游戏结束' };

// Numbers in messages are formatted for each table's locale (issue 17).
const nEn = numberFormatter('en', MESSAGE_DIGITS);
const nZh = numberFormatter('zh-cn', MESSAGE_DIGITS);
export const SANDBOX_MESSAGES = defineMessages({
  en: {
    title: 'Play: the whole game',
    replayBusy: 'A replay is running: the board shows it and takes no pieces. Jump to its end to play on from there.',
    reducedPause: 'Paused because your system asks for reduced motion: step one frame, run to rest, or resume.',
    clear: (chain: string, colour: string, cells: string, pixels: string, points: string, late: boolean) =>
      `Chain ×${chain}: ${colour} ${cells} cells (${pixels} pixels), +${points}${late ? ' (holds a piece placed during the chain: its own count)' : ''}`,
    selected: (slot: number, piece: string) => `Slot ${nEn(slot)}: ${piece}. Arrows move it, Enter drops it, Escape puts it back.`,
    dropped: (piece: string, col: string, row: string) => `Dropped the ${piece} at column ${col}, row ${row}.`,
    noFit: (piece: string, slot: number) => `The ${piece} does not fit there; it goes back to slot ${nEn(slot)}.`,
    dropOutside: (piece: string, slot: number) => `Dropped outside the board; the ${piece} goes back to slot ${nEn(slot)}.`,
    undoOff: 'Undo is off: turn it on in the settings (that starts a new game, marked "with undo").',
    undoNothing: 'Nothing to undo: no piece placed yet.',
    status: (replay: boolean, score: string, undo: boolean, pixels: string, moving: string, slots: string, over: boolean) =>
      `${replay ? 'Replay. ' : ''}Score ${score}${undo ? ' (with undo)' : ''}. ${pixels} pixels on the board, ${moving} still moving. Slots: ${slots}.${over ? ' Game over: no slot piece fits anywhere.' : ''}`,
    statusSlot: (i: number, piece: string, fits: boolean) => `${nEn(i)} ${piece}${fits ? '' : ' (fits nowhere)'}`,
    slotSep: '; ',
    undoButton: 'Undo last placement',
    board: (undo: boolean) =>
      `Sand board. Keys: 1, 2 or 3 choose a slot; arrow keys move the piece; Enter drops it; Escape puts it back; P pauses; S steps one frame while paused${undo ? '; U (or Control+Z) undoes the last placement' : ''}; R watches the replay, and during it P plays or pauses, N goes to the next placement, E jumps to the end.`,
    canvas: (w: string, h: string) => `The ${w} × ${h} pixel board; the text beside it says what is on it.`,
    overTitle: 'Game over: no slot piece fits.',
    overScore: (score: string, undo: boolean) => `Score ${score}${undo ? ', with undo' : ''}`,
    restart: 'Restart',
    checkRequested: 'Clear check requested: it runs as soon as every pixel is at rest.',
    badSeed: 'A seed is 1 to 24 letters, digits, - or _.',
    // use-sand-game.ts
    replayedLink: (n: string, one: boolean, undo: boolean) => `Replayed ${n} move${one ? '' : 's'} from the link${undo ? ', a game played with undo' : ''}.`,
    linkBroken: (why: string) => `The link's move list does not replay (${why}); a new game starts.`,
    unreadable: 'unreadable',
    undid: (left: string, one: boolean, score: string) => `Undid the last placement: ${left} move${one ? '' : 's'} left, score ${score}.`,
    // SandResult
    score: (score: string) => `Score ${score}`,
    chain: (n: string) => ` · chain ×${n}`,
    withUndo: 'with undo',
    daily: (day: string, today: boolean, undo: boolean, best: string | null, counted: boolean) =>
      `Daily game of ${day}${today ? ' (today)' : ''}. Your best that day${undo ? ' with undo' : ''}: ${best ?? 'none yet'}.${counted ? '' : ' This game came from a link, so it does not count towards your best.'}`,
    notDaily: (best: string | null) => `Not the daily game.${best !== null ? ` Your best in today's game: ${best}.` : ''}`,
    hint: 'Drag a piece from a slot onto the board, or focus the board and press 1, 2 or 3.',
    // SandDebugTools
    debug: 'Debug tools',
    resume: 'Resume',
    pause: 'Pause',
    step: 'Step one frame',
    runToRest: 'Run to rest',
    speed: 'Speed',
    grid: 'Logical grid lines',
    clusters: 'Highlight clusters',
    check: 'Check for clears now',
    stats: (frame: string, pixels: string, active: string, ms: string, phase: Phase) =>
      `Frame ${frame} · pixels ${pixels} · active ${active} · last tick ${ms} ms · ${phase}`,
    fps: (fps: string) => ` · ${fps} frames a second`,
    clustersLabel: 'Clusters touching a wall',
    noCluster: 'No cluster touches a wall.',
    cluster: (colour: string, pixels: string, left: boolean, right: boolean) =>
      `${colour} ${pixels} pixels: touches ${[left && 'left', right && 'right'].filter(Boolean).join(' and ')}${left && right ? ' (clears: drawn white)' : ''}`,
    // SandReplay and use-replay.ts
    replay: 'Replay',
    replayIntroNone: 'Once a piece is placed, you can watch the game again from its first frame.',
    replayIntroLink: (n: string, one: boolean) =>
      `This link holds ${n} placement${one ? '' : 's'}; the board shows where they lead. Watch them fall from the first frame.`,
    replayIntro: 'Watch this game again from its first frame.',
    restartReplay: 'Restart replay',
    watchReplay: 'Watch replay',
    pauseReplay: 'Pause replay',
    playReplay: 'Play replay',
    nextPlacement: 'Next placement',
    jumpToEnd: 'Jump to end',
    replaySpeed: 'Replay speed',
    position: (finished: boolean, placed: string, total: string, frame: string, lastFrame: string) =>
      `${finished ? 'Replay finished: ' : 'Replay: '}placement ${placed} of ${total} · frame ${frame}${finished ? '' : ` (last placement on frame ${lastFrame})`}`,
    replayFinished: (total: string, one: boolean, frame: string, score: string) =>
      `Replay finished: ${total} placement${one ? '' : 's'}, frame ${frame}, score ${score}. You play on from here.`,
    replayStopped: (why: string) => `The replay stopped: ${why}.`,
    replayBroken: 'the move list does not replay',
    replayStart: (n: string, one: boolean, playing: boolean, reduced: boolean, speed: string) =>
      `Replay of ${n} placement${one ? '' : 's'} from the first frame${playing ? `, playing at ${speed}×.` : `, paused${reduced ? ' because your system asks for reduced motion' : ''}: press Play, Next placement or Jump to end.`}`,
    replayPaused: (placed: string, total: string, frame: string) => `Replay paused at placement ${placed} of ${total}, frame ${frame}.`,
    replayPlaying: (speed: string) => `Replay playing at ${speed}×.`,
    replayPlaced: (placed: string, total: string, frame: string, slot: number, col: string, row: string, settles: boolean) =>
      `Placement ${placed} of ${total}, frame ${frame}: slot ${nEn(slot)} at column ${col}, row ${row}.${settles ? ' Next: the sand settles.' : ''}`,
  },
  'zh-cn': {
    title: '开玩：完整的游戏',
    replayBusy: '正在回放：棋盘显示的是回放，不能放置方块。跳到回放结尾，就能从那里接着玩。',
    reducedPause: '你的系统要求减少动态效果，所以游戏已暂停：可以单步执行一帧、运行到静止，或者继续。',
    clear: (chain: string, colour: string, cells: string, pixels: string, points: string, late: boolean) =>
      `连锁 ×${chain}：${colour} ${cells} 格（${pixels} 个像素块），+${points}${late ? '（含连锁期间放下的方块：单独计数）' : ''}`,
    selected: (slot: number, piece: string) => `槽位 ${nZh(slot)}：${piece}。方向键移动，回车放下，Esc 放回。`,
    dropped: (piece: string, col: string, row: string) => `${piece} 放在了第 ${col} 列、第 ${row} 行。`,
    noFit: (piece: string, slot: number) => `${piece} 放不进那里，退回槽位 ${nZh(slot)}。`,
    dropOutside: (piece: string, slot: number) => `在棋盘外松开了；${piece} 退回槽位 ${nZh(slot)}。`,
    undoOff: '撤销未开启：请在设置中打开（会开始一局标记为“使用了撤销”的新游戏）。',
    undoNothing: '没有可撤销的：还没有放置方块。',
    status: (replay: boolean, score: string, undo: boolean, pixels: string, moving: string, slots: string, over: boolean) =>
      `${replay ? '回放中。' : ''}得分 ${score}${undo ? '（使用了撤销）' : ''}。棋盘上有 ${pixels} 个像素块，${moving} 个仍在移动。槽位：${slots}。${over ? '游戏结束：没有一个槽位的方块放得下。' : ''}`,
    statusSlot: (i: number, piece: string, fits: boolean) => `${nZh(i)} ${piece}${fits ? '' : '（放不下）'}`,
    slotSep: '；',
    undoButton: '撤销上一次放置',
    board: (undo: boolean) =>
      `流沙棋盘。按键：1、2、3 选择槽位；方向键移动方块；回车放下；Esc 放回；P 暂停；暂停时 S 单步执行一帧${undo ? '；U（或 Ctrl+Z）撤销上一次放置' : ''}；R 观看回放，回放中 P 播放或暂停，N 到下一次放置，E 跳到结尾。`,
    canvas: (w: string, h: string) => `${w} × ${h} 像素的棋盘；旁边的文字说明棋盘上有什么。`,
    overTitle: '游戏结束：没有一个槽位的方块放得下。',
    overScore: (score: string, undo: boolean) => `得分 ${score}${undo ? '，使用了撤销' : ''}`,
    restart: '重新开始',
    checkRequested: '已请求消除检查：所有像素块静止后立即执行。',
    badSeed: '种子由 1 到 24 个字母、数字、- 或 _ 组成。',
    replayedLink: (n: string, _one: boolean, undo: boolean) => `已按链接重放 ${n} 步${undo ? '，这是一局使用了撤销的游戏' : ''}。`,
    // The engine's reason is English text: the Chinese line says what happened without it.
    linkBroken: (_why: string) => '链接中的着法无法重放；开始新游戏。',
    unreadable: '无法读取',
    undid: (left: string, _one: boolean, score: string) => `已撤销上一次放置：还剩 ${left} 步，得分 ${score}。`,
    score: (score: string) => `得分 ${score}`,
    chain: (n: string) => ` · 连锁 ×${n}`,
    withUndo: '使用了撤销',
    daily: (day: string, today: boolean, undo: boolean, best: string | null, counted: boolean) =>
      `${day} 的每日游戏${today ? '（今天）' : ''}。你当天${undo ? '使用撤销时' : ''}的最高分：${best ?? '暂无'}。${counted ? '' : '这局来自链接，不计入你的最高分。'}`,
    notDaily: (best: string | null) => `这不是每日游戏。${best !== null ? `你在今日游戏中的最高分：${best}。` : ''}`,
    hint: '把方块从槽位拖到棋盘上，或者让棋盘获得焦点后按 1、2 或 3。',
    debug: '调试工具',
    resume: '继续',
    pause: '暂停',
    step: '单步执行一帧',
    runToRest: '运行到静止',
    speed: '速度',
    grid: '逻辑网格线',
    clusters: '高亮集群',
    check: '立即检查消除',
    stats: (frame: string, pixels: string, active: string, ms: string, phase: Phase) =>
      `第 ${frame} 帧 · 像素块 ${pixels} · 活跃 ${active} · 上一帧用时 ${ms} ms · ${ZH_PHASE[phase] ?? phase}`,
    fps: (fps: string) => ` · 每秒 ${fps} 帧`,
    clustersLabel: '接触墙壁的集群',
    noCluster: '没有集群接触墙壁。',
    cluster: (colour: string, pixels: string, left: boolean, right: boolean) =>
      `${colour} ${pixels} 个像素块：接触${left && right ? '左墙和右墙（会被消除：画成白色）' : left ? '左墙' : '右墙'}`,
    replay: '回放',
    replayIntroNone: '放下一个方块之后，就可以从第一帧起重看这局游戏。',
    replayIntroLink: (n: string, _one: boolean) => `这个链接包含 ${n} 次放置；棋盘显示的是它们的结果。可以从第一帧起看它们落下。`,
    replayIntro: '从第一帧起重看这局游戏。',
    restartReplay: '重新回放',
    watchReplay: '观看回放',
    pauseReplay: '暂停回放',
    playReplay: '播放回放',
    nextPlacement: '下一次放置',
    jumpToEnd: '跳到结尾',
    replaySpeed: '回放速度',
    position: (finished: boolean, placed: string, total: string, frame: string, lastFrame: string) =>
      `${finished ? '回放结束：' : '回放：'}第 ${placed} 次放置，共 ${total} 次 · 第 ${frame} 帧${finished ? '' : `（最后一次放置在第 ${lastFrame} 帧）`}`,
    replayFinished: (total: string, _one: boolean, frame: string, score: string) =>
      `回放结束：共 ${total} 次放置，第 ${frame} 帧，得分 ${score}。你可以从这里接着玩。`,
    replayStopped: (_why: string) => '回放停止了：着法无法重放。',
    replayBroken: '着法无法重放',
    replayStart: (n: string, _one: boolean, playing: boolean, reduced: boolean, speed: string) =>
      `从第一帧起回放 ${n} 次放置${playing ? `，以 ${speed}× 播放。` : `，已暂停${reduced ? '（你的系统要求减少动态效果）' : ''}：请按“播放回放”“下一次放置”或“跳到结尾”。`}`,
    replayPaused: (placed: string, total: string, frame: string) => `回放暂停在第 ${placed} 次放置（共 ${total} 次），第 ${frame} 帧。`,
    replayPlaying: (speed: string) => `回放以 ${speed}× 播放。`,
    replayPlaced: (placed: string, total: string, frame: string, slot: number, col: string, row: string, settles: boolean) =>
      `第 ${placed} 次放置（共 ${total} 次），第 ${frame} 帧：槽位 ${nZh(slot)}，第 ${col} 列、第 ${row} 行。${settles ? '接下来：沙子落定。' : ''}`,
  },
});
