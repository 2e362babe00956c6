// Text of the Lost Space bot arena, per locale. Numbers arrive formatted for the locale; what a bot wrote (an error, an
// answer) arrives as a cut, quoted piece of data, never as words of the page.
import { defineMessages } from '~/i18n/messages';
import type { NothingReason } from '~/engines/lost-space';
import type { SeatChoice } from './arena-model';

const quoteEn = (s: string) => `“${s}”`;
const quoteZh = (s: string) => `「${s}」`;

export const BOT_ARENA_MESSAGES = defineMessages({
  en: {
    title: 'Try it: your bot in the station',
    code: (slot: number, lang: 'js' | 'python'): string => `${slot === 0 ? 'Your bot' : 'Your second bot'} (${lang === 'js' ? 'JavaScript' : 'Python'})`,
    language: (slot: number): string => (slot === 0 ? 'Language of your bot' : 'Language of your second bot'),
    langName: (l: 'js' | 'python'): string => (l === 'js' ? 'JavaScript' : 'Python (contest SDK)'),
    seat: (i: number) => `Player ${i}`,
    choice: (c: SeatChoice): string => ({ you: 'your bot', you2: 'your second bot', random: 'random legal', goal: 'goal-directed', hunter: 'hunter' })[c],
    firstSeed: 'First seed',
    seeds: 'Seeds (four games each)',
    limit: 'Time per answer (ms)',
    run: 'Run tournament',
    stop: 'Stop',
    playing: (i: string, n: string) => `Playing game ${i} of ${n}…`,
    stopped: 'Stopped.',
    finished: (n: string) => `Finished: ${n} games.`,
    standings: 'Standings (ranking rules: escape round, then points, then later turn order)',
    entrant: 'Entrant',
    games: 'Games',
    meanPlace: 'Mean place',
    meanPoints: 'Mean points',
    escapes: 'Escapes',
    versus: 'Against each opponent',
    above: (a: string, n: string) => `above in ${a} of ${n}`,
    vsCell: (mine: string, theirs: string) => `mean place ${mine} vs ${theirs}`,
    gamesList: 'Games',
    gameRow: (i: string, seed: string, seats: string) => `Game ${i}, seed ${seed}: ${seats}`,
    place: (p: string) => `place ${p}`,
    show: 'Show',
    shown: 'Game on the board',
    fromLink: 'A game from a link.',
    fromFile: 'A game from a replay file.',
    fromGame: (i: string) => `Game ${i} of the tournament.`,
    unknown: 'unknown',
    copyLink: 'Copy link to this game',
    linkCopied: 'Link copied.',
    download: 'Download replay (platform JSON)',
    open: 'Open a replay file',
    badFile: (why: string) => `That file does not open: ${why}`,
    badLink: (why: string) => `The game in the link does not open: ${why}`,
    nothingTitle: 'Turns your bots spent doing nothing',
    noNothing: 'None: every answer was an action on the list.',
    nothingItem: (round: string, player: number, why: string, times: string) => `Round ${round}, player ${player}: ${why}${times}`,
    moreTimes: (n: string) => ` (and ${n} more turns)`,
    reason: (r: NothingReason, n: (x: number) => string): string => {
      switch (r.kind) {
        case 'not-on-list':
          return `answered ${quoteEn(r.answer)}, which is not the index of an action on the list`;
        case 'error':
          return `the code threw ${quoteEn(r.message)}`;
        case 'timeout':
          return 'no answer in time: its sandbox was closed, which ends whatever the bot was doing and frees the memory it used; the bot is not asked again this game';
        case 'crashed':
          return 'the sandbox stopped the bot (it used up the memory of its worker or of the whole sandbox, or sent messages it was not asked for); not asked again this game';
        case 'not-loaded':
          return `the code did not load as a function (${quoteEn(r.why)})`;
        case 'silent':
          return `not asked since round ${n(r.since)} (a timeout or a stop)`;
        default:
          return `more than ${n(r.steps)} actions in one turn`;
      }
    },
  },
  'zh-cn': {
    title: '动手试试：你的机器人进站',
    code: (slot: number, lang: 'js' | 'python'): string => `${slot === 0 ? '你的机器人' : '你的第二个机器人'}（${lang === 'js' ? 'JavaScript' : 'Python'}）`,
    language: (slot: number): string => (slot === 0 ? '你的机器人的语言' : '你的第二个机器人的语言'),
    langName: (l: 'js' | 'python'): string => (l === 'js' ? 'JavaScript' : 'Python（比赛 SDK）'),
    seat: (i: number) => `玩家 ${i}`,
    choice: (c: SeatChoice): string => ({ you: '你的机器人', you2: '你的第二个机器人', random: '随机合法', goal: '目标导向', hunter: '猎手' })[c],
    firstSeed: '起始种子',
    seeds: '种子数（每个四局）',
    limit: '每次回答的时限（毫秒）',
    run: '开始比赛',
    stop: '停止',
    playing: (i: string, n: string) => `正在进行第 ${i} 局，共 ${n} 局……`,
    stopped: '已停止。',
    finished: (n: string) => `完成：共 ${n} 局。`,
    standings: '排名（排名规则：逃脱回合，其次积分，再次行动顺序靠后者）',
    entrant: '参赛者',
    games: '局数',
    meanPlace: '平均名次',
    meanPoints: '平均积分',
    escapes: '逃脱次数',
    versus: '对每个对手',
    above: (a: string, n: string) => `${n} 局中 ${a} 局排在其前`,
    vsCell: (mine: string, theirs: string) => `平均名次 ${mine} 对 ${theirs}`,
    gamesList: '对局',
    gameRow: (i: string, seed: string, seats: string) => `第 ${i} 局，种子 ${seed}：${seats}`,
    place: (p: string) => `第 ${p} 名`,
    show: '显示',
    shown: '棋盘上的对局',
    fromLink: '来自链接的对局。',
    fromFile: '来自回放文件的对局。',
    fromGame: (i: string) => `比赛的第 ${i} 局。`,
    unknown: '未知',
    copyLink: '复制本局链接',
    linkCopied: '链接已复制。',
    download: '下载回放（平台 JSON）',
    open: '打开回放文件',
    badFile: (why: string) => `该文件无法打开：${quoteZh(why)}`,
    badLink: (why: string) => `链接中的对局无法打开：${quoteZh(why)}`,
    nothingTitle: '你的机器人什么也没做的回合',
    noNothing: '没有：每次回答都是列表中的行动。',
    nothingItem: (round: string, player: number, why: string, times: string) => `第 ${round} 回合，玩家 ${player}：${why}${times}`,
    moreTimes: (n: string) => `（另有 ${n} 个回合）`,
    reason: (r: NothingReason, n: (x: number) => string): string => {
      switch (r.kind) {
        case 'not-on-list':
          return `回答了${quoteZh(r.answer)}，不是列表中某个行动的序号`;
        case 'error':
          return `代码抛出异常${quoteZh(r.message)}`;
        case 'timeout':
          return '未在时限内回答：它的沙箱已被关闭，机器人正在做的事随之结束，所占内存也被释放；本局不再询问该机器人';
        case 'crashed':
          return '沙箱停止了该机器人（它耗尽了所在工作线程或整个沙箱的内存，或发送了未被请求的消息）；本局不再询问';
        case 'not-loaded':
          return `代码没有载入为函数（${quoteZh(r.why)}）`;
        case 'silent':
          return `自第 ${n(r.since)} 回合起不再询问（超时或被停止）`;
        default:
          return `一个回合内行动超过 ${n(r.steps)} 次`;
      }
    },
  },
});
