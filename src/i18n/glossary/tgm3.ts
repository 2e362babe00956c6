// TGM3 Terror-Instinct glossary. The source (the English wiki page) writes the English terms; the Chinese terms are
// those Chinese TGM players use. `source` holds the wiki's own wording, exactly as it writes it (capitals included);
// it is left out only where the wiki has no word for the idea. Every entry has a definition in both languages.
import type { GlossaryEntry } from './types';

type Note = [en: string, zh: string];
const e = (id: string, en: string, zh: string, source: string | undefined, [noteEn, noteZh]: Note, replaces?: readonly string[]): GlossaryEntry => ({
  id,
  en,
  zh,
  ...(source === undefined ? {} : { source }),
  note: { en: noteEn, zh: noteZh },
  ...(replaces ? { replaces } : {}),
});

export const GLOSSARY: GlossaryEntry[] = [
  e(
    'grade',
    'grade',
    '段位',
    'grade',
    [
      'The rank a Master game ends with: 9 up to 1, S1-S9, m1-m9, M, MK, MV, MO, MM, GM.',
      '一局 Master 结束时给出的等级：从 9 级到 1 级、S1 到 S9、m1 到 m9，再到 M、MK、MV、MO、MM、GM。9 到 1 叫“级”，不叫“段”。',
    ],
    ['9 段'],
  ),
  e('internal-grade', 'internal grade', '内部段位', 'Internal Grade', [
    'A hidden counter from 0 to 31 raised by grade points; it gives the boosts.',
    '隐藏的计数，0 到 31，靠段位点提升；它决定段位提升数。',
  ]),
  e('grade-points', 'grade points', '段位点', 'internal grade points', [
    'Earned by line clears; 100 of them raise the internal grade by one, and the rest is lost.',
    '消行获得；攒满 100 点，内部段位加一，多出的部分作废。',
  ]),
  e('boost', 'boost', '段位提升', 'Internal Grade Boost', [
    'What an internal grade is worth in the final grade (0 to 17).',
    '内部段位在最终段位中折算的级数（0 到 17）。',
  ]),
  e('decay', 'decay', '段位点衰减', 'Decay rate', [
    'Grade points lost over time while a piece is in play: one point every so many frames, by internal grade.',
    '方块在场时段位点随时间流失：按内部段位，每过若干帧扣一点。',
  ]),
  e('combo-multiplier', 'combo multiplier', '连击倍率', 'Combo Multiplier', [
    'Multiplies the base points of a clear by the size of the combo and the clear (1.0 to 3.0).',
    '按连击长度和消行数放大一次消行的基础点数（1.0 到 3.0）。',
  ]),
  e('level-multiplier', 'level multiplier', '等级倍率', 'Level Multiplier', [
    'Multiplies grade points by 1 to 4 depending on the level (1 below 250, 4 from 750).',
    '按等级把段位点乘以 1 到 4（250 级以下为 1，750 级起为 4）。',
  ]),
  e('section', 'section', '区段', 'section', ['A block of 100 levels: 000-099, 100-199 and so on.', '每 100 级为一个区段：000-099、100-199，依此类推。']),
  e('section-cool', 'section COOL', '区段 COOL', 'section COOL', [
    'Reaching x70 fast enough; +1 to the final grade once the section is finished, and the speed level jumps 100.',
    '足够快地到达 x70；该区段打完后最终段位 +1，速度等级跳升 100。',
  ]),
  e('section-regret', 'section REGRET', '区段 REGRET', 'section REGRET', [
    'A section that took too long; it costs one boost in Master.',
    '区段用时过长；在 Master 中扣掉一级段位提升。',
  ]),
  e('plus-two-rule', '+2 s rule', '+2 秒规则', 'no more than two seconds slower than the previous one', [
    'After a COOL section, the next section must reach x70 within the previous x70 time plus 2 seconds.',
    '打出 COOL 的区段之后，下一个区段到达 x70 的用时不能超过上一次 x70 用时加 2 秒。',
  ]),
  e('staff-roll', 'staff roll', '字幕战', 'staff roll', [
    'The credits played after the last level; its clears add fractions of a grade.',
    '打完最后一级后边放制作人员名单边继续打的阶段；其中的消行折算为零点几级段位。',
  ]),
  e(
    'fading-roll',
    'fading roll',
    '半隐',
    'disappearing roll',
    [
      'The roll where blocks vanish 5 seconds after they lock; everyone without the invisible roll gets it.',
      '方块锁定 5 秒后消失的字幕战（半隐字幕战）；拿不到全隐的人都进这种。',
    ],
    ['渐隐字幕'],
  ),
  e(
    'invisible-roll',
    'invisible roll',
    '全隐',
    'invisible roll',
    [
      'The roll where blocks vanish as soon as they lock; it needs all 9 section COOLs and internal grade 27.',
      '方块一锁定就消失的字幕战（全隐字幕战）；要求全部 9 个区段 COOL，且内部段位达到 27。',
    ],
    ['隐形字幕'],
  ),
  e(
    'torikan',
    'torikan',
    '铁门',
    'torikan',
    ['A time check at a level; too late and the game stops there.', '在某一等级检查时间；超时则游戏就此结束。中文玩家叫它铁门。'],
    ['时间门槛'],
  ),
  e('qualified-class', 'qualified class', '认定段位', 'qualified class', [
    'The class an account holds for Master mode; exams move it up or down.',
    '账号在 Master 模式中保有的段位；考试使它升降。',
  ]),
  e('promotion-exam', 'promotion exam', '升段考试', 'Promotional Exam', [
    'A Master game with a gold frame and a target grade; reach it and your class rises to it.',
    '边框变成金色、带有目标段位的一局 Master；达到目标，认定段位就升到该段位。',
  ]),
  e('demotion-exam', 'demotion exam', '降段考试', 'Demotion Exam', [
    'A Master game whose frame shakes now and then; miss your class grade and you drop one class.',
    '边框不时晃动的一局 Master；达不到认定段位就降一段。',
  ]),
  e('exam-target', 'exam target', '考试目标段位', 'the class for which the player is being examined', [
    'The grade a promotion exam asks for: the mean of your 2nd, 3rd and 4th best of the last seven games, rounded down.',
    '升段考试要求的段位：最近七局中第 2、3、4 好的平均值，向下取整。',
  ]),
  e(
    'grand-master',
    'Grand Master',
    'GM（Grand Master）',
    'Grand Master',
    ['The top grade, GM; first given only through a promotion exam.', '最高段位 GM；第一次只能通过升段考试获得。玩家直接说 GM，不译作“大师”。'],
    ['大师'],
  ),
  e('secret-grade', 'secret grade', '隐藏段位', 'Secret Grade', [
    'A separate grade for building the ">" staircase pattern in the stack.',
    '另外给出的段位，奖励在场地里堆出“>”形阶梯。',
  ]),
  e('level', 'level', '等级', 'level', [
    'The counter from 0 to 999 (1300 in Shirase): +1 a piece, more for clears.',
    '从 0 到 999（修罗模式到 1300）的计数：每个方块 +1，消行加得更多。',
  ]),
  e('level-stop', 'level stop', '等级停顿', 'level stop', [
    'x99 (and 998 in Master): only a line clear carries you past it.',
    'x99（Master 中还有 998）：只有消行才能越过。',
  ]),
  e('speed-level', 'speed level', '速度等级', 'Speed level', [
    'The level the speed tables read: the level plus 100 for each finished section COOL.',
    '速度表所查的等级：等级加上每个已完成区段 COOL 的 100。',
  ]),
  e('gravity', 'gravity', '重力', 'Internal Gravity', ['Cells a piece falls per frame; 20G means it lands at once.', '方块每帧下落的格数；20G 即出现就落地。']),
  e('are', 'ARE', '出块延迟', 'ARE', ['Frames between one piece locking and the next appearing.', '一个方块锁定到下一个方块出现之间的帧数。']),
  e('line-are', 'line ARE', '消行出块延迟', 'Line ARE', [
    'The ARE used after a line clear instead of the plain one.',
    '消行之后使用的出块延迟，代替普通的出块延迟。',
  ]),
  e('das', 'DAS', 'DAS', 'DAS', [
    'Frames a direction must be held before the piece starts sliding on its own.',
    '自动移动延迟：按住方向键多少帧后，方块开始自动连续移动。中文玩家直接写 DAS。',
  ]),
  e('lock-delay', 'lock delay', '锁定延迟', 'Lock', ['Frames a piece may rest on the stack before it locks.', '方块落在堆上后、锁定之前可以停留的帧数。']),
  e('line-clear-delay', 'line clear delay', '消行延迟', 'Line clear', [
    'Frames the game pauses while cleared lines disappear.',
    '被消除的行消失时游戏暂停的帧数。',
  ]),
  e('kill-timer', 'kill timer', '强制提速计时', 'Kill Timer', [
    'At 15 minutes in Easy and Master the game jumps to Shirase 600-1099 speeds.',
    'Easy 和 Master 中计时到 15 分钟时，速度直接跳到修罗模式 600-1099 级的水平。',
  ]),
  e('sonic-drop', 'sonic drop', '瞬降', 'Sonic Drop', [
    'Drops the piece to the floor without locking it (the Classic rule drop).',
    '方块直接落到底，但不锁定（经典规则的快速下落）。',
  ]),
  e('hard-drop', 'hard drop', '硬降', 'Hard drop', [
    'Drops the piece to the floor and locks it at once (the World rule drop).',
    '方块落到底并立即锁定（世界规则的快速下落）。',
  ]),
  e('soft-drop', 'soft drop', '软降', 'Soft', ['Holding Down: the piece falls faster, and on the ground it locks.', '按住下键：方块下落加快，着地后锁定。']),
  e('hold', 'hold', '暂存', 'Hold piece', ['Puts the current piece aside to swap in later.', '把当前方块放到一边，之后再换回来。']),
  e('initial-hold', 'initial hold', '初始暂存', 'IHS', [
    'Holding as the piece appears, so the held piece comes out instead.',
    '在方块出现时就按暂存，直接换出暂存的方块。',
  ]),
  e('classic-rule', 'Classic rule', '经典规则', 'Classic rule', [
    "Arika's own rotation system with extra wall kicks, and the sonic drop.",
    'Arika 自家的旋转系统，附加更多踢墙，配瞬降。',
  ]),
  e('world-rule', 'World rule', '世界规则', 'World rule', [
    'Guideline controls: the Super Rotation System (modified I kicks) and the hard drop.',
    '标准规范操作：超级旋转系统（I 块踢墙有改动）和硬降。',
  ]),
  e('buffer-zone', 'buffer zone', '缓冲区', 'Buffer zone', [
    'One hidden row above the 20-row field; blocks locked there come back when the stack drops.',
    '20 行场地上方隐藏的一行；锁定在那里的方块会在堆降低时重新出现。',
  ]),
  e(
    'mode-master',
    'Master',
    'Master 模式',
    'Master',
    ['The graded main mode: levels 0-999, COOL and REGRET, the staff roll.', '评段位的主模式：0-999 级、COOL 与 REGRET、字幕战。'],
    ['大师模式'],
  ),
  e('mode-shirase', 'Shirase', '修罗模式', 'Shirase', [
    'The 20G survival mode to level 1300, with rising garbage and torikans at 500 and 1000.',
    '一直 20G 的生存模式，打到 1300 级，有上涨垃圾行，500 和 1000 级有铁门。',
  ]),
  e('mode-easy', 'Easy', '简单模式', 'Easy', ['The mode for new players, to level 200, scored in fireworks.', '给新手的模式，打到 200 级，以烟花计分。']),
  e('mode-sakura', 'Sakura', '樱花模式', 'Sakura', [
    'Puzzle stages: clear every jewel block, against the clock, with a fixed piece sequence.',
    '解谜关卡：限时消掉所有宝石块，方块序列固定。',
  ]),
  e('mode-versus', 'Versus', '对战模式', 'Versus', [
    'Two players, garbage and items; Vs Rule or Clear Rule.',
    '两人对战，有垃圾行和道具；分对战规则和竞速规则两种。',
  ]),
  e('mode-kamui', 'Kamui', '神威模式', 'Kamui', [
    'An unused 5-minute, fixed-sequence score attack left in the game code.',
    '游戏代码中残留的未启用模式：5 分钟、固定序列的得分挑战。',
  ]),
  e('big-mode', 'Big Mode', '大方块模式', 'Big Mode', [
    'A code (LLRRLRLR) that plays Master with double-size pieces; no section COOLs.',
    '一个密技（在模式选择画面按左左右右左右左右），用双倍大小的方块玩 Master；没有区段 COOL。',
  ]),
  e('fireworks', 'fireworks', '烟花', 'Hanabi', [
    "Easy mode's score: fireworks for every clear, more for big clears and combos.",
    'Easy 模式的分数：每次消行放烟花，大消行和连击放得更多。',
  ]),
  e('jewel-block', 'jewel block', '宝石块', 'jeweled block', [
    'The blocks to clear in a Sakura stage; 7 per stage, each worth a second.',
    'Sakura 关卡中要消除的方块；每关 7 个，每个值 1 秒。',
  ]),
  e('rising-garbage', 'rising garbage', '上涨垃圾行', 'Rising garbage', [
    'In Shirase 500-999, a copy of the bottom row pushed up from below now and then.',
    '修罗模式 500-999 级中，不时从底部顶上来的一行底行复制品。',
  ]),
  e('garbage-quota', 'garbage quota', '垃圾行配额', 'Quota', [
    'Pieces, less lines cleared, after which the next garbage row comes (20 down to 8).',
    '放下的方块数减去消行数达到它，就来一行垃圾行（从 20 降到 8）。',
  ]),
  e('medal', 'medal', '奖牌', 'Medal', [
    'Bronze, silver or gold awards for bravos, section times, skill and combos.',
    '铜、银、金奖牌，奖励全消、区段时间、技巧和连击。',
  ]),
  e('combo', 'combo', '连击', 'Combo', [
    'Clears on consecutive pieces; for grade points only clears of 2+ lines count.',
    '连续的方块都消行；对段位点来说，只有两行及以上的消行计入。',
  ]),
];
