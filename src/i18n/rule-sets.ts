// The five rule sets' names per locale (the English names are in src/verification/rule-sets.ts).
import type { RuleSet } from '~/lib/source-table';
import { ruleSetName, ruleSetShort } from '~/verification/rule-sets';
import type { Locale } from './locales';

export const RULE_SET_NAMES_ZH: Record<RuleSet, { name: string; short: string }> = {
  zenith: { name: '天顶之塔（TETR.IO 快速游戏 2）', short: '天顶之塔' },
  tgm3: { name: 'TGM3 Terror-Instinct', short: 'TGM3' },
  sand: { name: '流沙方块', short: '流沙方块' },
  'block-war': { name: '方块大战', short: '方块大战' },
  'lost-space': { name: '失落深空', short: '失落深空' },
};

export const ruleSetNameIn = (id: RuleSet, locale: Locale | undefined): string => (locale === 'zh-cn' ? RULE_SET_NAMES_ZH[id].name : ruleSetName(id));
export const ruleSetShortIn = (id: RuleSet, locale: Locale | undefined): string => (locale === 'zh-cn' ? RULE_SET_NAMES_ZH[id].short : ruleSetShort(id));
