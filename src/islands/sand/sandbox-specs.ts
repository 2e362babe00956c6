// The game's URL parameters (every island exports SPECS; src/islands/url-specs.ts and the tests read them).
import { boolParam, choiceParam, textParam } from '~/lib/url-state';
import { SEED_PATTERN } from './SandSettings';
import { REPLAY_SPEEDS } from './use-replay';

export const SPECS = {
  sbSeed: textParam({
    default: '1',
    pattern: SEED_PATTERN,
    maxLength: 24,
    describe: { en: 'a seed of up to 24 letters, digits, - or _', 'zh-cn': '最多 24 个字母、数字、- 或 _ 组成的种子' },
  }),
  sbConn: choiceParam({ default: '4', choices: ['4', '8'] as const }),
  sbScore: choiceParam({ default: 'sqrt', choices: ['sqrt', 'linear'] as const }),
  sbColours: choiceParam({ default: '4', choices: ['4', '6'] as const }),
  /** Undo on (an extension; off by default): the game and its result are marked "with undo". */
  sbUndo: boolParam({ default: false }),
  /** Colour-blind mode: every colour also drawn with a pattern. */
  sbPatterns: boolParam({ default: false }),
  /** The game's placements, encoded by the engine (encodeMoves): a link replays them to the same board and score. */
  sbMoves: textParam({
    default: '',
    pattern: /^\.?[A-Za-z0-9_-]*$/,
    maxLength: 8000,
    describe: {
      en: 'a move list (an optional . for undo, then letters, digits, - and _)',
      'zh-cn': '一串着法（可以用 . 开头表示撤销，后面是字母、数字、- 和 _）',
    },
  }),
  /** How fast "Watch replay" plays the moves: frames of the game per frame of real time. */
  sbReplaySpeed: choiceParam({ default: '4', choices: REPLAY_SPEEDS }),
};
