// The match log in the page's language. The engine writes each event in English (src/engines/lost-space/match.ts, log);
// for Chinese each English sentence is read back into its parts and worded again with the rule document's terms (the
// Lost Space glossary). A sentence this file does not know comes back untranslated, marked so the island can say so.
import { ITEMS, ZONES, type GameEvent } from '~/engines/lost-space';
import { GLOSSARY } from '~/i18n/glossary/lost-space';
import { termIn } from '~/i18n/glossary/types';
import type { Locale } from '~/i18n/locales';

const zh = (id: string) => termIn(GLOSSARY, id, 'zh-cn');
const NODE = String.raw`(\[\d+, \d+, \d+\])`;
const itemZh = (english: string) => ITEMS.find((i) => i.english.toLowerCase() === english.toLowerCase())?.chinese ?? null;
const zoneZh = (name: string) => {
  const z = ZONES.find((x) => x.name === name);
  return z ? zh(`zone-${z.id}`) : null;
};

/** Each English sentence of the engine's log and its Chinese wording (null when a part has no Chinese name). */
const RULES: [RegExp, (m: RegExpMatchArray) => string | null][] = [
  [/^Player (\d) attacks player (\d): (\d+) damage, (\d+) HP left\.$/, (m) => `玩家 ${m[1]} 攻击玩家 ${m[2]}：造成 ${m[3]} 点伤害，剩余生命值 ${m[4]}。`],
  [new RegExp(`^Player (\\d) moves to ${NODE}\\.$`), (m) => `玩家 ${m[1]} 移动到 ${m[2]}。`],
  [new RegExp(`^Player (\\d) rides the elevator to ${NODE}\\.$`), (m) => `玩家 ${m[1]} 乘电梯到 ${m[2]}。`],
  [/^Alert: player (\d) reached the pod floor by elevator\.$/, (m) => `警报：玩家 ${m[1]} 乘电梯到达了三层（逃生舱层）。`],
  [/^Player (\d) uses a medkit: (\d+) HP\.$/, (m) => `玩家 ${m[1]} 使用医疗包：生命值 ${m[2]}。`],
  [/^Player (\d) takes a (\w+) \(stock now (\d+)\)\.$/, (m) => (itemZh(m[2]) ? `玩家 ${m[1]} 拾取一个${itemZh(m[2])}（物资点剩余 ${m[3]}）。` : null)],
  [/^Player (\d) searches an empty supply point and gets nothing\.$/, (m) => `玩家 ${m[1]} 搜索了一个空的物资点，一无所获。`],
  [/^Player (\d) takes key (\d) from the machine, \+(\d+) point\.$/, (m) => `玩家 ${m[1]} 从密钥机取得密钥 ${m[2]}，积分 +${m[3]}。`],
  [/^Player (\d) starts the escape countdown\.$/, (m) => `玩家 ${m[1]} 开始逃离倒数。`],
  [/^Player (\d) stops the countdown\.$/, (m) => `玩家 ${m[1]} 终止了倒数。`],
  [
    new RegExp(`^Player (\\d) detects and destroys player (\\d)'s (\\w+) at ${NODE}\\.$`),
    (m) => (itemZh(m[3]) ? `玩家 ${m[1]} 探查并摧毁了玩家 ${m[2]} 放在 ${m[4]} 的${itemZh(m[3])}。` : null),
  ],
  [new RegExp(`^Player (\\d) detects ${NODE}: no enemy trap\\.$`), (m) => `玩家 ${m[1]} 探查 ${m[2]}：没有敌方陷阱。`],
  [new RegExp(`^Player (\\d) places a (\\w+) at ${NODE}\\.$`), (m) => (itemZh(m[2]) ? `玩家 ${m[1]} 在 ${m[3]} 放置了${itemZh(m[2])}。` : null)],
  [new RegExp(`^Player (\\d) blinks to ${NODE}\\.$`), (m) => `玩家 ${m[1]} 闪现到 ${m[2]}。`],
  [/^Player (\d) sets off a landmine: (\d+) damage, (\d+) HP left\.$/, (m) => `玩家 ${m[1]} 触发了地雷：受到 ${m[2]} 点伤害，剩余生命值 ${m[3]}。`],
  [/^Player (\d) is stuck in slime: this turn and the next are lost\.$/, (m) => `玩家 ${m[1]} 被粘弹粘住：本回合和下一回合都不能行动。`],
  [/^The (.+) \((.+)\) fails\.$/, (m) => (zoneZh(m[1]) ? `${zoneZh(m[1])}失效。` : null)],
  [/^Player (\d) respawns at their spawn point\.$/, (m) => `玩家 ${m[1]} 在自己的重生点复活。`],
  [/^Player (\d) escapes\.$/, (m) => `玩家 ${m[1]} 成功逃离。`],
  [/^The game ends at the end of round (\d+)\.$/, (m) => `游戏在第 ${m[1]} 回合结束时结束。`],
  [
    /^Player (\d) picks up a key drop \((?:new keys ([\d, ]+)|nothing new); duplicates thrown away\), \+(\d+) point\.$/,
    (m) => `玩家 ${m[1]} 拾取了掉落物（${m[2] ? `新密钥 ${m[2].split(', ').join('、')}` : '没有新密钥'}；重复的密钥丢弃），积分 +${m[3]}。`,
  ],
  [
    /^Player (\d) dies \((attack|landmine|inside the failing (.+?))(?: by player (\d))?\)(?:( in overtime: no respawn, out of the game)|; back in (\d+) rounds)\.$/,
    (m) => {
      const cause =
        m[2] === 'attack' ? `被玩家 ${m[4]} 击杀` : m[2] === 'landmine' ? `踩中玩家 ${m[4]} 的地雷` : zoneZh(m[3]) ? `身处正在失效的${zoneZh(m[3])}` : null;
      if (!cause || (m[2] !== 'attack' && m[2] !== 'landmine' && m[4]) || ((m[2] === 'attack' || m[2] === 'landmine') && !m[4])) return null;
      return `玩家 ${m[1]} 死亡（${cause}）${m[5] ? '，正值加时赛：不再复活，出局' : `；${m[6]} 回合后复活`}。`;
    },
  ],
];

/** An event's sentence in a locale; `translated` is false when a Chinese page has to show the English sentence. */
export function eventText(e: Pick<GameEvent, 'text'>, locale: Locale = 'en'): { text: string; translated: boolean } {
  if (locale !== 'zh-cn') return { text: e.text, translated: true };
  for (const [re, say] of RULES) {
    const hit = e.text.match(re);
    if (hit) {
      const out = say(hit);
      if (out !== null) return { text: out, translated: true };
    }
  }
  return { text: e.text, translated: false };
}
