// Chinese names shared by the climb, duo and fatigue islands and components: mods as MrZ_26's write-up names them
// (seed 000 "Mod" / "Mod+" headings: 【专家】, 【专家+】 ...), client-version labels, and floor names from the Zenith glossary.
import type { VNode } from 'preact';
import { CLIENT_VERSION_LABELS, type ClientVersion, type Mod, type ModId } from '~/engines/zenith';
import { GLOSSARY as ZENITH_TERMS } from '~/i18n/glossary/zenith';
import { termIn } from '~/i18n/glossary/types';
import type { Locale } from '~/i18n/locales';

/** A mod's name from the Zenith glossary (the one home of mod names): "Expert+" in English, "专家+" in Chinese. */
export function modName(mod: Mod, locale: Locale | undefined): string {
  const reversed = mod.endsWith('_reversed');
  const id = (reversed ? mod.slice(0, -'_reversed'.length) : mod) as ModId;
  return `${termIn(ZENITH_TERMS, `mod-${id}`, locale)}${reversed ? '+' : ''}`;
}

const VERSION_ZH: Record<ClientVersion, string> = { '2025-01': '2025-01-19（初版文档）', current: '现行（2026-03 版文档）' };

/** The client-version label in a locale. */
export function versionLabel(v: ClientVersion, locale: Locale | undefined): string {
  return locale === 'zh-cn' ? VERSION_ZH[v] : CLIENT_VERSION_LABELS[v];
}

/** A floor's name (1-based) in a locale. */
export function floorName(floor: number, locale: Locale | undefined): string {
  return termIn(ZENITH_TERMS, `floor-${floor}`, locale);
}

/** Renders a message's **bold** runs as <strong> (messages stay plain strings; the emphasis stays in the page). */
export function bold(text: string): (string | VNode)[] {
  return text.split(/\*\*(.+?)\*\*/).map((part, i) => (i % 2 ? <strong>{part}</strong> : part));
}
