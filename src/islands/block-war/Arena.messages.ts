// Text of the arena, per locale. Counts, scores and times arrive already formatted for the locale. The bot API (the
// fields of `view`, the replay file's JSON) is code and stays in English. Whatever a bot wrote (an error text, a value
// it returned) and names from a file or a link are data: cut, cleaned of control characters and quoted, never words of
// the page. Why a game ended is worded here from its parts in both languages; the engine's replay-file errors are
// worded again in Chinese (zhEngineError).
import { defineMessages } from '~/i18n/messages';
import { MESSAGE_DIGITS, numberFormatter } from '~/i18n/format';
import { cutText } from '~/lib/sandbox/schema';
import type { Forfeit, Name } from './arena-model';

type Who = 'red' | 'blue';
const ZH_WHO = (w: Who) => (w === 'red' ? '红方' : '蓝方');
const ZH_BOT: Record<string, string> = { random: '随机', greedy: '贪心', search: '搜索', second: '你的第二个机器人' };
const zhName = (name: string) => ZH_BOT[name] ?? name;
/** Text that came from a bot, a file or a link, cut and cleaned, inside the language's quotation marks: always data. */
const quoteEn = (s: string) => `"${cutText(s, 200)}"`;
const quoteZh = (s: string) => `“${cutText(s, 200)}”`;
const lineWord = (n: number, one: string, many: string) => (new Intl.PluralRules('en').select(n) === 'one' ? one : many);

/** The engine's RangeError texts for a replay file or link (src/engines/block-war/arena.ts), in Chinese. */
export function zhEngineError(message: string): string {
  const rules: [RegExp, (m: RegExpMatchArray) => string][] = [
    [/^text is not JSON$/, () => '文本不是 JSON'],
    [/^text is not a Block War replay/, () => '文本不是方块大战回放文件（format、version 1）'],
    [/^seed must be 1-24 letters/, () => 'seed 必须是 1-24 个字母、数字、- 或 _'],
    [/^red and blue must be names/, () => 'red 和 blue 必须是不超过 40 个字符的名字'],
    [/^moves must be a list$/, () => 'moves 必须是列表'],
    [/^moves is longer than the block list$/, () => 'moves 比方块序列还长'],
    [/^moves\[(\d+)\] must be \[x, y, direction\]$/, (m) => `moves[${m[1]}] 必须是 [x, y, 方向]`],
    [/^moves\[(\d+)\] comes after the end of the match$/, (m) => `moves[${m[1]}] 在对局结束之后`],
    [/^moves\[(\d+)\] is not a legal placement$/, (m) => `moves[${m[1]}] 不是合法落块位置`],
    [/^a replay link is seed\.red\.blue\.moves$/, () => '回放链接的格式是 seed.red.blue.moves'],
    [/^seed and names must be/, () => '种子和名字必须是 1-24 个字母、数字、- 或 _'],
    [/^moves must be pairs of base-36 digits$/, () => 'moves 必须由成对的 36 进制数字组成'],
    [/^move (\d+) is out of range$/, (m) => `第 ${m[1]} 步超出范围`],
  ];
  for (const [re, say] of rules) {
    const hit = message.match(re);
    if (hit) return say(hit);
  }
  return message;
}

// Numbers in messages are formatted for each table's locale (issue 17).
const nEn = numberFormatter('en', MESSAGE_DIGITS);
const nZh = numberFormatter('zh-cn', MESSAGE_DIGITS);

/** A game's early end in English, from its parts; what the bot wrote is quoted. */
function forfeitEn(f: Forfeit): string {
  switch (f.kind) {
    case 'load-error':
      return `your code failed to load: ${quoteEn(f.message)}`;
    case 'load-timeout':
      return `your code took longer than ${nEn(f.ms)} ms to load`;
    case 'not-function':
      return `your code failed to load: the code must be a function (view) => placement, not ${f.what}`;
    case 'crashed':
      return f.why === 'frame'
        ? 'the sandbox did not start'
        : f.why === 'stray'
          ? `your bot sent a message that was not its reply${f.n ? ` on placement ${nEn(f.n)}` : ''}`
          : `your bot's worker stopped (out of memory?)${f.n ? ` on placement ${nEn(f.n)}` : ''}`;
    case 'timeout':
      return `your bot took longer than ${nEn(f.ms)} ms on placement ${nEn(f.n)}`;
    case 'budget':
      return `your bot ran out of thinking time for the game on placement ${nEn(f.n)}`;
    case 'error':
      return `your bot threw on placement ${nEn(f.n)}: ${quoteEn(f.message)}`;
    case 'illegal':
      return `your bot returned ${cutText(f.value, 90)} on placement ${nEn(f.n)}, which is not a legal placement`;
    case 'stuck':
      return `${f.who} had no legal placement`;
  }
}

/** The same in Chinese. */
function forfeitZh(f: Forfeit): string {
  switch (f.kind) {
    case 'load-error':
      return `你的代码加载失败：${quoteZh(f.message)}`;
    case 'load-timeout':
      return `你的代码加载超过了 ${nZh(f.ms)} ms`;
    case 'not-function':
      return `你的代码加载失败：代码必须是一个函数 (view) => placement，而不是 ${f.what}`;
    case 'crashed':
      return f.why === 'frame'
        ? '沙箱没有启动'
        : f.why === 'stray'
          ? `你的机器人${f.n ? `在第 ${nZh(f.n)} 步` : ''}发来的消息不是它应有的回复`
          : `你的机器人的后台线程${f.n ? `在第 ${nZh(f.n)} 步` : ''}停止了（可能是内存不足）`;
    case 'timeout':
      return `你的机器人在第 ${nZh(f.n)} 步用时超过 ${nZh(f.ms)} ms（超时）`;
    case 'budget':
      return `你的机器人在第 ${nZh(f.n)} 步用完了整局的思考时间（超时）`;
    case 'error':
      return `你的机器人在第 ${nZh(f.n)} 步抛出错误：${quoteZh(f.message)}`;
    case 'illegal':
      return `你的机器人在第 ${nZh(f.n)} 步返回了 ${cutText(f.value, 90)}，这不是合法落块位置（非法操作）`;
    case 'stuck':
      return `${ZH_WHO(f.who)}没有合法落块位置`;
  }
}
export const ARENA_MESSAGES = defineMessages({
  en: {
    title: 'Try it: your bot in the arena',
    code: 'Your bot (JavaScript: a function from view to placement)',
    codePython: "Your bot (Python: the contest's file, class Player with output(matchData))",
    language: 'Language',
    languageB: "Second bot's language",
    codeB: 'Your second bot (JavaScript: a function from view to placement)',
    codeBPython: "Your second bot (Python: the contest's file, class Player with output(matchData))",
    byBox: (box: 'first' | 'second', text: string) => `${box === 'first' ? 'first box' : 'second box'}: ${text}`,
    pythonDownload: (mb: string, of: string) => `Loading Python (Pyodide, from this site): ${mb} of ${of} MB…`,
    pythonStart: 'Starting Python…',
    opponent: 'Opponent',
    bot: (name: string) => (name === 'second' ? 'your second bot' : name),
    name: (n: Name) => (n.kind === 'text' ? quoteEn(n.text) : n.kind === 'bot' ? n.bot : 'you'),
    quote: quoteEn,
    allThree: 'all three in turn',
    first: 'You play first',
    red: 'red',
    blue: 'blue',
    seed: 'Seed',
    games: 'Games per opponent',
    limit: 'Time per move (ms)',
    budget: 'Time per game (s)',
    run: 'Run',
    stop: 'Stop',
    ready: 'Press Run to play your bot. Nothing runs before that.',
    codeFromLink:
      'This code came from the link you opened. Read all of it before you press Run: it runs only then, in a sandbox with no network and no access to this site or its storage.',
    hiddenRemoved: (n: number) =>
      `${nEn(n)} invisible ${lineWord(n, 'character', 'characters')} (such as right-to-left marks, which make code look different from what it does) ${n === 1 ? 'was' : 'were'} removed from it.`,
    linesBelow: (n: number) => `${nEn(n)} more ${lineWord(n, 'line', 'lines')} below: scroll the box to read ${n === 1 ? 'it' : 'them'}.`,
    linkUnreadable: 'The code in the link could not be read (it is damaged or too long); the box holds the starter bot.',
    tooLong: (chars: number, packed: number, max: number) =>
      `A link cannot carry the code in the box: ${nEn(chars)} characters, ${nEn(packed)} once compressed, and a link holds at most ${nEn(max)}. "Copy link to this state" gives a link with the starter bot; keep your code in a file.`,
    stopped: 'Stopped.',
    playing: (i: string, of: string, opponent: string) => `Playing game ${i} of ${of} (against ${opponent})…`,
    oneResult: (outcome: 'draw' | 'win' | 'loss', red: string, blue: string, n: string, why: string) =>
      `${outcome === 'draw' ? 'A draw' : outcome === 'win' ? 'Your bot wins' : 'Your bot loses'} ${red}–${blue} (red–blue) after ${n} placements${why ? `: ${why}` : ''}.`,
    manyResults: (n: string, opponents: string, wins: string, draws: string, losses: string, meanFor: string, meanAgainst: string) =>
      `${n} games against ${opponents}: ${wins} won, ${draws} drawn, ${losses} lost; your mean score ${meanFor}, your opponents' ${meanAgainst}.`,
    listSep: ', ',
    linkError: (why: string) => `The replay in the link could not be read: ${why}.`,
    fromLink: 'the replay from the link',
    imported: 'the imported file',
    gameNo: (i: string) => `game ${i}`,
    importedStatus: (seed: string, red: string, blue: string, n: string, rs: string, bs: string) =>
      `Imported: seed ${seed}, ${red} (red) against ${blue} (blue), ${n} placements, ${rs}–${bs}.`,
    importFailed: (why: string) => `Could not import: ${why}.`,
    resultsRegion: 'Results per opponent (scrollable)',
    resultsCaption: "Your bot's results per opponent",
    games2: 'Games',
    won: 'Won',
    drawn: 'Drawn',
    lost: 'Lost',
    meanFor: 'Mean score, yours',
    meanAgainst: 'Mean score, theirs',
    allGames: 'all games',
    gamesRegion: 'Games of the tournament (scrollable)',
    gamesCaption: 'Every game (choose one to replay it)',
    game: 'Game',
    you: 'You',
    score: 'Score (red–blue)',
    result: 'Result',
    replayGame: (i: string) => `Replay game ${i}`,
    side: (w: Who): string => w,
    outcome: (o: 'draw' | 'won' | 'lost'): string => o,
    replayOf: (what: string, seed: string, red: string, blue: string) => `Replay of ${what}: seed ${seed}, ${red} (red) against ${blue} (blue)`,
    placement: 'Placement',
    valueText: (step: string, of: string) => `placement ${step} of ${of}`,
    back: 'One placement back',
    forward: 'One placement forward',
    link: 'Link to this replay',
    boardLabel: (step: string, of: string) => `The field after placement ${step} of ${of}, in red's frame (red at the top).`,
    stepHead: (step: string, of: string) => `Placement ${step} of ${of}`,
    stepRec: (round: string, who: Who, piece: string, dir: number, x: number, y: number, points: string, red: string, blue: string) =>
      `: round ${round}, ${who} placed ${piece} (direction ${nEn(dir)}, centre ${nEn(x)}, ${nEn(y)}), ${points} points. Score ${red}–${blue}.`,
    stepEmpty: ': the empty field before red moves.',
    final: (winner: Who | 'draw', red: string, blue: string, reason: string) =>
      ` Final: ${winner === 'draw' ? 'a draw' : `${winner} wins`} ${red}–${blue} (${reason}).`,
    endReason: (r: string) => r,
    replayFile: 'Replay file (JSON)',
    downloadAll: 'Download every game of this tournament (one JSON file)',
    importFile: 'Import a replay file',
    import: 'Import',
    forfeit: forfeitEn,
    engineError: (message: string) => message,
  },
  'zh-cn': {
    title: '动手试试：让你的机器人上擂台',
    code: '你的机器人（JavaScript：一个函数，输入对局视图，返回落块位置）',
    codePython: '你的机器人（Python：比赛的文件，含 output(matchData) 方法的 class Player）',
    language: '语言',
    languageB: '第二个机器人的语言',
    codeB: '你的第二个机器人（JavaScript：一个函数，输入对局视图，返回落块位置）',
    codeBPython: '你的第二个机器人（Python：比赛的文件，含 output(matchData) 方法的 class Player）',
    byBox: (box: 'first' | 'second', text: string) => `${box === 'first' ? '第一个代码框' : '第二个代码框'}：${text}`,
    pythonDownload: (mb: string, of: string) => `正在加载 Python（Pyodide，来自本站）：${mb} MB，共 ${of} MB……`,
    pythonStart: '正在启动 Python……',
    opponent: '对手',
    bot: zhName,
    name: (n: Name) => (n.kind === 'text' ? quoteZh(n.text) : n.kind === 'bot' ? zhName(n.bot) : '你的机器人'),
    quote: quoteZh,
    allThree: '三个轮流',
    first: '你先执',
    red: '红方',
    blue: '蓝方',
    seed: '种子',
    games: '每个对手的局数',
    limit: '每步限时（ms）',
    budget: '每局思考时间（秒）',
    run: '运行',
    stop: '停止',
    ready: '按“运行”让你的机器人开始对局。在此之前什么代码都不会运行。',
    codeFromLink: '这段代码来自你打开的链接。按“运行”之前请先把它读完：它只有在那时才会运行，并且运行在沙箱里，既不能访问网络，也不能访问本站及其存储。',
    hiddenRemoved: (n: number) => `其中 ${nZh(n)} 个不可见字符（例如从右到左标记，它们会让代码看起来与实际行为不同）已被删除。`,
    linesBelow: (n: number) => `下面还有 ${nZh(n)} 行：滚动代码框即可阅读。`,
    linkUnreadable: '链接中的代码无法读取（已损坏或太长）；代码框中是初始机器人。',
    tooLong: (chars: number, packed: number, max: number) =>
      `链接装不下代码框中的代码：共 ${nZh(chars)} 个字符，压缩后 ${nZh(packed)} 个，而链接最多容纳 ${nZh(max)} 个。“复制当前状态的链接”得到的链接里是初始机器人；请把代码另存为文件。`,
    stopped: '已停止。',
    playing: (i: string, of: string, opponent: string) => `正在进行第 ${i} 局，共 ${of} 局（对手：${opponent}）……`,
    oneResult: (outcome: 'draw' | 'win' | 'loss', red: string, blue: string, n: string, why: string) =>
      `${outcome === 'draw' ? '平局' : outcome === 'win' ? '你的机器人获胜' : '你的机器人落败'}，${red}–${blue}（红方–蓝方），共落 ${n} 块${why ? `：${why}` : ''}。`,
    manyResults: (n: string, opponents: string, wins: string, draws: string, losses: string, meanFor: string, meanAgainst: string) =>
      `对${opponents}共 ${n} 局：胜 ${wins} 局，平 ${draws} 局，负 ${losses} 局；你的平均分 ${meanFor}，对手的平均分 ${meanAgainst}。`,
    listSep: '、',
    linkError: (why: string) => `链接中的回放无法读取：${why}。`,
    fromLink: '链接中的回放',
    imported: '导入的文件',
    gameNo: (i: string) => `第 ${i} 局`,
    importedStatus: (seed: string, red: string, blue: string, n: string, rs: string, bs: string) =>
      `已导入：种子 ${seed}，${red}（红方）对${blue}（蓝方），共 ${n} 步，${rs}–${bs}。`,
    importFailed: (why: string) => `无法导入：${why}。`,
    resultsRegion: '对每个对手的成绩（可横向滚动）',
    resultsCaption: '你的机器人对每个对手的成绩',
    games2: '局数',
    won: '胜',
    drawn: '平',
    lost: '负',
    meanFor: '平均分（你）',
    meanAgainst: '平均分（对手）',
    allGames: '全部对局',
    gamesRegion: '本次比赛的各局（可横向滚动）',
    gamesCaption: '每一局（选一局即可回放）',
    game: '局',
    you: '你',
    score: '比分（红方–蓝方）',
    result: '结果',
    replayGame: (i: string) => `回放第 ${i} 局`,
    side: ZH_WHO,
    outcome: (o: 'draw' | 'won' | 'lost') => (o === 'draw' ? '平' : o === 'won' ? '胜' : '负'),
    replayOf: (what: string, seed: string, red: string, blue: string) => `回放${what}：种子 ${seed}，${red}（红方）对${blue}（蓝方）`,
    placement: '落块',
    valueText: (step: string, of: string) => `第 ${step} 步，共 ${of} 步`,
    back: '后退一步',
    forward: '前进一步',
    link: '这局回放的链接',
    boardLabel: (step: string, of: string) => `第 ${step} 步（共 ${of} 步）之后的场地，红方坐标系（红方在上）。`,
    stepHead: (step: string, of: string) => `第 ${step} 步，共 ${of} 步`,
    stepRec: (round: string, who: Who, piece: string, dir: number, x: number, y: number, points: string, red: string, blue: string) =>
      `：第 ${round} 回合，${ZH_WHO(who)}放置 ${piece}（方向 ${nZh(dir)}，中心块 ${nZh(x)}, ${nZh(y)}），得 ${points} 分。比分 ${red}–${blue}。`,
    stepEmpty: '：红方落块之前的空场地。',
    final: (winner: Who | 'draw', red: string, blue: string, reason: string) =>
      ` 终局：${winner === 'draw' ? '平局' : `${ZH_WHO(winner)}获胜`}，${red}–${blue}（${reason}）。`,
    endReason: (r: string) =>
      ({
        'all-blocks-placed': '方块全部落完',
        'no-legal-placement': '没有合法落块位置',
        'illegal-placement': '非法操作',
        timeout: '超时',
        'bot-error': '程序出错',
      })[r] ?? r,
    replayFile: '回放文件',
    downloadAll: '下载这次比赛的全部对局（合成一个文件）',
    importFile: '导入回放文件',
    import: '导入',
    forfeit: forfeitZh,
    engineError: zhEngineError,
  },
});
