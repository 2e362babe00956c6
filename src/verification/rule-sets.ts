// Display names and section paths of the five rule sets, in sidebar order.
import type { RuleSet } from '~/lib/source-table';

export const RULE_SETS: readonly { id: RuleSet; name: string; short: string; path: string }[] = [
  { id: 'zenith', name: 'Zenith Tower (TETR.IO Quick Play 2)', short: 'Zenith', path: '/zenith/' },
  { id: 'tgm3', name: 'TGM3 Terror-Instinct', short: 'TGM3', path: '/tgm3/' },
  { id: 'sand', name: 'Sand blocks', short: 'Sand', path: '/sand/' },
  { id: 'block-war', name: 'Block War (方块大战)', short: 'Block War', path: '/block-war/' },
  { id: 'lost-space', name: 'Lost Space (失落深空)', short: 'Lost Space', path: '/lost-space/' },
];

export function ruleSetName(id: RuleSet): string {
  return RULE_SETS.find((r) => r.id === id)?.name ?? id;
}

export function ruleSetShort(id: RuleSet): string {
  return RULE_SETS.find((r) => r.id === id)?.short ?? id;
}
