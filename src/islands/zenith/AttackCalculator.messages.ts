// Interface text of the attack calculator, per locale (terms from the Zenith glossary: 特殊消除, 蓄力攻击, 多段攻击 ...).
import { defineMessages } from '~/i18n/messages';

/** English plural category through Intl.PluralRules (Chinese has none). */
const one = (n: number) => new Intl.PluralRules('en').select(n) === 'one';

export const MESSAGES = defineMessages({
  en: {
    title: 'Try it: attack of one clear',
    lines: 'Lines cleared',
    spin: 'Spin',
    spinNone: 'no spin',
    spinT: 'T-spin (three corners)',
    spinMini: 'mini / other spin',
    piece: 'Piece',
    pc: 'Perfect clear',
    combo: 'Combo before',
    streak: 'Special clears in a row before',
    versionNote: "The version changes the windup split (current: receiver below 4,000 m, excess dropped) and The Warlock's attack.",
    attack: 'Attack ',
    sentAs: (sent: string) => `, sent as ${sent}.`,
    roundRange: (lo: string, hi: string, chance: string) => `${lo} or ${hi} (${chance} chance of ${hi})`,
    countsAs: (label: string) => ` All-Spin+ counts this non-spin clear as a ${label}.`,
    caption: 'How the attack adds up (engine)',
    base: 'Base',
    b2b: 'B2B bonus',
    pcRow: 'Perfect clear',
    easy: 'Easy-mode single',
    surge: 'Surge released',
    duo: 'Duo halves it',
    yes: 'yes',
    no: 'no',
    chainRow: 'Chain after (B2B)',
    chain: (streak: string, b2b: string) => `${streak} special (B2B ×${b2b})`,
    windup: (parts: string, beeps: string, first: string, step: string) =>
      `The receiver gets ${parts}: ${beeps} beeps, the first piece ${first} s after the warning, then one every ${step} s.`,
    dropped: (count: number, n: string) => (one(count) ? ` ${n} line does not fit and is dropped.` : ` ${n} lines do not fit and are dropped.`),
    underWindup: 'Under the windup threshold: the receiver gets it in one piece.',
  },
  'zh-cn': {
    title: '试一试：一次消除的攻击',
    lines: '消除行数',
    spin: '旋',
    spinNone: '无旋',
    spinT: 'T-spin（三角判定）',
    spinMini: '迷你旋 / 其他块的旋',
    piece: '方块',
    pc: '全消',
    combo: '之前的连击数',
    streak: '之前连续的特殊消除数',
    versionNote: '客户端版本会改变多段攻击的拆分（当前版本：接收方低于 4,000 m，放不下的部分丢弃）以及邪术师的攻击。',
    attack: '攻击 ',
    sentAs: (sent: string) => `，实际发送 ${sent}。`,
    roundRange: (lo: string, hi: string, chance: string) => `${lo} 或 ${hi}（${chance} 的概率为 ${hi}）`,
    countsAs: (label: string) => ` 全旋+ 把这次非旋消除算作${label}。`,
    caption: '攻击的组成（引擎计算）',
    base: '基础攻击',
    b2b: 'B2B 加成',
    pcRow: '全消',
    easy: '简单模式的消一加成',
    surge: '释放的蓄力攻击',
    duo: '双人减半',
    yes: '是',
    no: '否',
    chainRow: '之后的连续数（B2B）',
    chain: (streak: string, b2b: string) => `连续 ${streak} 次特殊消除（B2B ×${b2b}）`,
    windup: (parts: string, beeps: string, first: string, step: string) =>
      `接收方收到 ${parts}：响 ${beeps} 声，预警后 ${first} 秒进入第一段，之后每 ${step} 秒一段。`,
    dropped: (_count: number, n: string) => `有 ${n} 行放不下，被丢弃。`,
    underWindup: '低于多段攻击的门槛：接收方一次收到全部攻击。',
  },
});

/** What All-Spin+ counts a non-spin clear as, by counted lines (it is always a Single; the others for completeness). */
export const COUNTED_AS = {
  en: ['', 'Single', 'Double', 'Triple', 'Quad'],
  'zh-cn': ['', '消一行', '消两行', '消三行', '消四行'],
} as const;
