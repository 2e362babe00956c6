// Text of the match replay (and of its build-time summary: the result line and the chart), per locale. Counts and scores
// arrive already formatted for the locale; bot names are the engine's ids and are named here.
import { defineMessages } from '~/i18n/messages';

type Who = 'red' | 'blue';
const ZH_WHO = (w: Who) => (w === 'red' ? '红方' : '蓝方');
const ZH_BOT: Record<string, string> = { random: '随机', greedy: '贪心', search: '搜索' };

export const MATCH_REPLAY_MESSAGES = defineMessages({
  en: {
    title: 'Try it: replay a bot match',
    seed: 'Seed',
    playSeed: 'Play this seed',
    redBot: 'Red bot',
    blueBot: 'Blue bot',
    bot: (name: string) => name,
    matchOf: (seed: string, red: string, blue: string) => `Seed ${seed}, ${red} (red) against ${blue} (blue): `,
    playing: (n: string) => `playing the match… ${n} placements so far.`,
    clears: (n: string) => `. ${n} placements cleared a battle row.`,
    placement: 'Placement',
    valueText: (turn: string, of: string) => `placement ${turn} of ${of}`,
    back: 'One placement back',
    forward: 'One placement forward',
    play: 'Play',
    pause: 'Pause',
    computing: (turn: string) => `Placement ${turn} is still being computed.`,
    boardLabel: (turn: string, of: string, red: string, blue: string) =>
      `The field after placement ${turn} of ${of}, in red's frame (red at the top). Score ${red} to ${blue}.`,
    statusHead: (turn: string, of: string) => `Placement ${turn} of ${of}`,
    statusRec: (
      round: string,
      who: Who,
      piece: string,
      dir: number,
      x: number,
      y: number,
      peace: string,
      battle: string,
      points: string,
      red: string,
      blue: string,
      combo: string,
    ) =>
      `: round ${round}, ${who} placed ${piece} (direction ${dir}, centre ${x}, ${y}), cleared ${peace} peace and ${battle} battle rows, ${points} points. Score red ${red}, blue ${blue}; combo ${combo}.`,
    statusEmpty: ': the empty field before red moves.',
    statusComputing: (n: string) => `: still being computed (${n} placements so far).`,
    chartTitle: (seed: string) => `Score after each round, seed ${seed}`,
    chartLater: 'The chart of scores by round appears when the match is complete.',
    // The summary (result line and chart), computed at build time for the default match.
    draw: (red: string, blue: string) => `a draw at ${red}–${blue}`,
    winsStuck: (winner: Who, red: string, blue: string, loser: Who, n: string) =>
      `${winner} wins ${red}–${blue}: ${loser} had no legal placement after ${n} placements`,
    winsAll: (winner: Who, red: string, blue: string, n: string) => `${winner} wins ${red}–${blue} after all ${n} placements`,
    xTitle: 'Round',
    yTitle: 'Points',
    blueSeries: 'Blue',
    redSeries: 'Red',
    comboSeries: 'Combo after the round',
  },
  'zh-cn': {
    title: '动手试试：回放一局机器人对局',
    seed: '种子',
    playSeed: '用这个种子对局',
    redBot: '红方机器人',
    blueBot: '蓝方机器人',
    bot: (name: string) => ZH_BOT[name] ?? name,
    matchOf: (seed: string, red: string, blue: string) => `种子 ${seed}，${red}（红方）对${blue}（蓝方）：`,
    playing: (n: string) => `对局计算中……已算出 ${n} 步。`,
    clears: (n: string) => `。有 ${n} 次落块消去了战斗区的行。`,
    placement: '落块',
    valueText: (turn: string, of: string) => `第 ${turn} 步，共 ${of} 步`,
    back: '后退一步',
    forward: '前进一步',
    play: '播放',
    pause: '暂停',
    computing: (turn: string) => `第 ${turn} 步还在计算中。`,
    boardLabel: (turn: string, of: string, red: string, blue: string) =>
      `第 ${turn} 步（共 ${of} 步）之后的场地，红方坐标系（红方在上）。比分 ${red} 比 ${blue}。`,
    statusHead: (turn: string, of: string) => `第 ${turn} 步，共 ${of} 步`,
    statusRec: (
      round: string,
      who: Who,
      piece: string,
      dir: number,
      x: number,
      y: number,
      peace: string,
      battle: string,
      points: string,
      red: string,
      blue: string,
      combo: string,
    ) =>
      `：第 ${round} 回合，${ZH_WHO(who)}放置 ${piece}（方向 ${dir}，中心块 ${x}, ${y}），消去和平区 ${peace} 行、战斗区 ${battle} 行，得 ${points} 分。比分：红方 ${red}，蓝方 ${blue}；连消 ${combo}。`,
    statusEmpty: '：红方落块之前的空场地。',
    statusComputing: (n: string) => `：还在计算中（已算出 ${n} 步）。`,
    chartTitle: (seed: string) => `每回合之后的比分，种子 ${seed}`,
    chartLater: '对局算完之后，这里会出现按回合的比分图。',
    draw: (red: string, blue: string) => `${red}–${blue} 平局`,
    winsStuck: (winner: Who, red: string, blue: string, loser: Who, n: string) =>
      `${ZH_WHO(winner)}以 ${red}–${blue} 获胜：${ZH_WHO(loser)}在第 ${n} 步之后没有合法落块位置`,
    winsAll: (winner: Who, red: string, blue: string, n: string) => `${ZH_WHO(winner)}在全部 ${n} 步落完后以 ${red}–${blue} 获胜`,
    xTitle: '回合',
    yTitle: '分数',
    blueSeries: '蓝方',
    redSeries: '红方',
    comboSeries: '本回合之后的连消次数',
  },
});
