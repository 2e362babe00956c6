// The Lost Space arena's URL parameters and starter bot (BotArena.tsx exports them as SPECS; url-specs.ts lists them).
import { choiceParam, numberParam, textParam } from '~/lib/url-state';
import { LANGS, SEAT_CHOICES, SEEDS, TURN_LIMIT, type Lang, type SeatChoice } from './arena-model';

/** The bot in the code box at first: takes the key machine, the pod, a medkit or a fight when offered, else walks. */
export const STARTER_BOT = `(view) => {
  // view.actions lists what the rules allow now: main actions, then secondary ones, then "end turn".
  const pick = (type) => view.actions.findIndex((a) => a.type === type);
  for (const type of ['escape', 'getKey', 'heal', 'attack']) if (pick(type) >= 0) return pick(type);
  const moves = view.actions.flatMap((a, i) => (a.type === 'move' ? [i] : []));
  if (moves.length > 0) return moves[view.round % moves.length];
  return view.actions.length - 1; // the last action is always "end turn"
}`;

/** The Python bot in a code box switched to Python: the contest SDK's play(self), as py-sdk.md describes it. */
export const STARTER_PY = `def play(self):
    # Take a key machine or the pod when standing on one, else step to a neighbour.
    pos = self.get_my_pos()
    keys = self.get_keys()
    if len(keys) == 4 and pos == self.get_escape_pos():
        self.interact("EscapeCapsule", True)
        return
    if pos in [self.get_spawn_pos(k) for k in range(4) if k not in keys]:
        self.interact("KeyMachine")
        return
    steps = self.get_neighbors(pos)
    if steps:
        self.move(steps[len(keys) % len(steps)])
    self.end_turn()`;
export const STARTERS: Record<Lang, string> = { js: STARTER_BOT, python: STARTER_PY };

/** Largest first seed (our choice: six digits). */
export const SEED_MAX = 999_999;
/** Longest game link: a letter and one character per action; a game of 110 rounds stays far below this (our choice). */
export const GAME_LINK_MAX = 8000;
const DEFAULT_LINEUP: SeatChoice[] = ['you', 'goal', 'hunter', 'random'];

export const SPECS = {
  lbSeed: numberParam({ default: 1, min: 0, max: SEED_MAX }),
  lbSeeds: numberParam({ default: SEEDS.default, min: SEEDS.min, max: SEEDS.max }),
  lbLimit: numberParam({ default: TURN_LIMIT.default, min: TURN_LIMIT.min, max: TURN_LIMIT.max }),
  lbSeat0: choiceParam<SeatChoice>({ default: DEFAULT_LINEUP[0], choices: SEAT_CHOICES }),
  lbSeat1: choiceParam<SeatChoice>({ default: DEFAULT_LINEUP[1], choices: SEAT_CHOICES }),
  lbSeat2: choiceParam<SeatChoice>({ default: DEFAULT_LINEUP[2], choices: SEAT_CHOICES }),
  lbSeat3: choiceParam<SeatChoice>({ default: DEFAULT_LINEUP[3], choices: SEAT_CHOICES }),
  lbLang0: choiceParam<Lang>({ default: 'js', choices: LANGS }),
  lbLang1: choiceParam<Lang>({ default: 'js', choices: LANGS }),
  lbGame: textParam({
    default: '',
    pattern: /^[A-Za-z0-9_-]*$/,
    maxLength: GAME_LINK_MAX,
    describe: { en: 'a game: one letter per action (base64url)', 'zh-cn': '一局对局：每个行动一个字母（base64url）' },
  }),
};
