// Text of the climb chart (ClimbChart.tsx and its panels in climb-chart-parts.tsx), in both languages.
import { defineMessages } from '~/i18n/messages';
import { MESSAGE_DIGITS, numberFormatter } from '~/i18n/format';

// Numbers in messages are formatted for each table's locale (issue 17).
const nEn = numberFormatter('en', MESSAGE_DIGITS);
const nZh = numberFormatter('zh-cn', MESSAGE_DIGITS);
export const MESSAGES = defineMessages({
  en: {
    floorAt: (floor: number, clock: string) => `Floor ${nEn(floor)} at ${clock}`,
    altitude: 'altitude (m)',
    rank: 'rank',
    attack: 'attack lines per minute',
    min: 'min',
    key: 'Chart key',
    keyAlt: 'altitude',
    keyMark: 'floor entry, with its number (times in the split table)',
    keyRank: 'rank',
    keySkip: 'rank skip',
    keyHyper: 'hyperspeed',
    keySent: 'lines sent',
    keyCancel: 'lines cancelled',
    keyFatigue: 'fatigue step',
  },
  'zh-cn': {
    floorAt: (floor: number, clock: string) => `${clock} 到达 ${nZh(floor)} 层`,
    altitude: '高度（m）',
    rank: '等级',
    attack: '每分钟攻击行数',
    min: '分钟',
    key: '图例',
    keyAlt: '高度',
    keyMark: '进入某层，标有层数（时间见分段表）',
    keyRank: '等级',
    keySkip: '跳级',
    keyHyper: '速通模式',
    keySent: '发送的行',
    keyCancel: '抵消的行',
    keyFatigue: '疲劳阶段',
  },
});
