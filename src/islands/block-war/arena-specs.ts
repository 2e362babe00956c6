// The arena's URL parameters and starter bot (Arena.tsx exports them as SPECS; url-specs.ts lists them for the tests).
import { PLACEMENTS, type ArenaBotName, type Player, ARENA_BOTS } from '~/engines/block-war';
import { choiceParam, numberParam, textParam, type ParamValues } from '~/lib/url-state';
import { BUDGET_S, MOVE_LIMIT } from './arena-model';
import { LINK_MAX, OLD_CODE_MAX } from './code-link';
import { SEED_MAX, seedParam } from './seed';
import type { Locale } from '~/i18n/locales';

/** The starter bots' one comment, in the page's language (a Chinese page shows the starter commented in Chinese). */
const STARTER_NOTE: Record<Locale, { js: string; python: string }> = {
  en: {
    js: 'Keep the placement that rests farthest forward (largest y); view.legal comes from the engine.',
    python: 'Keep the action that rests farthest forward (largest y); the list comes from the engine.',
  },
  'zh-cn': {
    js: '选停得最靠前（y 最大）的落块位置；view.legal 由引擎列出。',
    python: '选停得最靠前（y 最大）的动作；动作列表由引擎列出。',
  },
};

const jsStarter = (note: string) => `(view) => {
  // ${note}
  let best = view.legal[0];
  for (const p of view.legal) if (p.y > best.y) best = p;
  return best;
}`;
/** The starter bot in Python: the contest's file (class Player, output(matchData) -> (y, x, direction)), keeping the
 * listed action that rests farthest forward, like the JavaScript starter. */
const pythonStarter = (note: string) => `class Player:
    def __init__(self, isFirst):
        self.isFirst = isFirst

    def output(self, matchData):
        # ${note}
        actions = matchData.getValidAction()
        return max(actions, key=lambda a: a[0])
`;
export const STARTER_BOT = jsStarter(STARTER_NOTE.en.js);
export const PYTHON_STARTER_BOT = pythonStarter(STARTER_NOTE.en.python);
/** The languages of bot code. */
export type BotLanguage = 'js' | 'python';
/** The starter bot in a language, commented in the page's language. */
export const starterFor = (lang: BotLanguage, locale: Locale = 'en'): string =>
  lang === 'python' ? pythonStarter(STARTER_NOTE[locale].python) : jsStarter(STARTER_NOTE[locale].js);
const STARTERS = new Set((Object.keys(STARTER_NOTE) as Locale[]).flatMap((l) => [starterFor('js', l), starterFor('python', l)]));
/** Whether the code is one of the starter bots (any language, either page language): links leave it out. */
export const isStarter = (code: string): boolean => STARTERS.has(code);

export const BOT_LIST = Object.keys(ARENA_BOTS) as ArenaBotName[];
/** A built-in bot, all three in turn, or the reader's second bot (the second code box: bot against bot). */
export type OpponentChoice = ArenaBotName | 'all' | 'second';
export const OPPONENTS: OpponentChoice[] = [...BOT_LIST, 'all', 'second'];

export { SEED_MAX, SEED_PATTERN } from './seed';
/** Games against each opponent in one tournament (our choice of range). */
export const GAMES = { min: 1, max: 20 };
/** Longest replay link: seed and names of 24 characters, three dots, two digits per placement of a whole match. */
const REPLAY_MAX = 3 * SEED_MAX + 3 + 2 * PLACEMENTS;

export const SPECS = {
  arSeed: seedParam('1'),
  arLang: choiceParam<BotLanguage>({ default: 'js', choices: ['js', 'python'] as const }),
  /** The second code box's language (shown when the opponent is the reader's second bot). */
  arLangB: choiceParam<BotLanguage>({ default: 'js', choices: ['js', 'python'] as const }),
  arOpponent: choiceParam<OpponentChoice>({ default: 'greedy', choices: OPPONENTS }),
  arColour: choiceParam<Player>({ default: 'red', choices: ['red', 'blue'] as const }),
  arLimit: numberParam({ default: MOVE_LIMIT.default, min: MOVE_LIMIT.min, max: MOVE_LIMIT.max }),
  arBudget: numberParam({ default: BUDGET_S.default, min: BUDGET_S.min, max: BUDGET_S.max }),
  arGames: numberParam({ default: 1, min: GAMES.min, max: GAMES.max }),
  /** Bot code, compressed (code-link.ts): what links carry now. */
  arBot: textParam({
    default: '',
    pattern: /^[A-Za-z0-9_-]*$/,
    maxLength: LINK_MAX,
    describe: { en: 'compressed bot code (base64url)', 'zh-cn': '压缩后的机器人代码（base64url）' },
  }),
  /** The second box's code, compressed like arBot (links carry bot code compressed: the arena's rule since issue 24). */
  arBotB: textParam({
    default: '',
    pattern: /^[A-Za-z0-9_-]*$/,
    maxLength: LINK_MAX,
    describe: { en: 'compressed code of the second bot (base64url)', 'zh-cn': '压缩后的第二个机器人代码（base64url）' },
  }),
  /** Bot code as plain text: the older format, still read so links written before keep opening. */
  arCode: textParam({
    default: '',
    pattern: /^[\s\S]*$/,
    maxLength: OLD_CODE_MAX,
    describe: { en: 'bot code of at most 4000 characters', 'zh-cn': '不超过 4000 个字符的机器人代码' },
  }),
  arReplay: textParam({
    default: '',
    pattern: /^[A-Za-z0-9_.-]*$/,
    maxLength: REPLAY_MAX,
    describe: { en: 'a replay: seed.red.blue.moves', 'zh-cn': '一局回放（seed.red.blue.moves）' },
  }),
};

/** What Run asks for, from the link's values and the code in the boxes (the second box only against it). */
export function runRequest(v: ParamValues<typeof SPECS>, code: string, codeB: string) {
  const duel = v.arOpponent === 'second';
  return {
    lang: v.arLang,
    code,
    ...(duel ? { langB: v.arLangB, codeB } : {}),
    limit: v.arLimit,
    budgetMs: v.arBudget * 1000, // literal-ok: milliseconds per second
    seed: v.arSeed,
    games: v.arGames,
    opponents: v.arOpponent === 'all' ? BOT_LIST : [v.arOpponent],
    first: v.arColour,
  };
}
