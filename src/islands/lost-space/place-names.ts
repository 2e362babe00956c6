// Place, floor and zone names of the Lost Space map in the page's language. English is the engine's own wording
// (src/engines/lost-space/names.ts); Chinese takes each term from the Lost Space glossary (src/i18n/glossary/lost-space.ts)
// and keeps the site's numbering (spawn 0-3, K0-K3, supply 1-12, elevators A...) and the [z, x, y] coordinates.
import { FLOOR_NAMES, ZONES, nodeLabel, placeFeatures, placeName, zoneName, type Node } from '~/engines/lost-space';
import { GLOSSARY } from '~/i18n/glossary/lost-space';
import { term, termIn } from '~/i18n/glossary/types';
import type { Locale } from '~/i18n/locales';

const FLOOR_TERMS = ['pod-floor', 'spawn-floor', 'lower-floor'] as const;
const zh = (id: string) => termIn(GLOSSARY, id, 'zh-cn');

/** A floor's name: "pod floor" / "三层（逃生舱层）". */
export function floorName(z: number, locale: Locale = 'en'): string {
  if (!Number.isInteger(z) || z < 0 || z >= FLOOR_NAMES.length) throw new RangeError(`z: no floor ${z}`);
  return locale === 'zh-cn' ? zh(FLOOR_TERMS[z]) : FLOOR_NAMES[z];
}

/** A floor's short name in a place name: "pod floor" / "三层" (the rule document's own word). */
export function floorShort(z: number, locale: Locale = 'en'): string {
  const full = floorName(z, locale);
  return locale === 'zh-cn' ? (term(GLOSSARY, FLOOR_TERMS[z]).source ?? full) : full;
}

/** A zone's name from its English name (as ZONES and the engine's texts give it): "warehouse" / "仓库". */
export function zoneNameIn(name: string, locale: Locale = 'en'): string {
  if (locale !== 'zh-cn') return name;
  const zone = ZONES.find((z) => z.name === name);
  if (!zone) throw new RangeError(`name: no zone ${JSON.stringify(name)}`);
  return zh(`zone-${zone.id}`);
}

/** One feature of placeFeatures in Chinese ("spawn 0" -> "重生点 0", "key machine K2" -> "密钥机 K2"). */
function featureZh(feature: string): string {
  const rules: [RegExp, (m: RegExpMatchArray) => string][] = [
    [/^escape pod$/, () => zh('escape-pod')],
    [/^spawn (\d+)$/, (m) => `${zh('spawn')} ${m[1]}`],
    [/^key machine (K\d+)$/, (m) => `${zh('key-machine')} ${m[1]}`],
    [/^supply (\d+)$/, (m) => `${zh('supply-point')} ${m[1]}`],
    [/^elevator ([A-Z])$/, (m) => `${zh('elevator')} ${m[1]}`],
  ];
  for (const [re, say] of rules) {
    const hit = feature.match(re);
    if (hit) return say(hit);
  }
  throw new RangeError(`feature: no Chinese name for ${JSON.stringify(feature)}`);
}

/** A node's name for a list, as placeName: "key machine K2 (lower floor) [2, 1, 1]" / "密钥机 K2（一层）[2, 1, 1]". */
export function placeNameIn(n: Node, locale: Locale = 'en'): string {
  if (locale !== 'zh-cn') return placeName(n);
  placeName(n); // throws the engine's RangeError for a node that is not on the map
  const f = placeFeatures(n).map(featureZh);
  const zone = zoneName(n);
  const where = `${floorShort(n[0], locale)}${zone ? `，${zoneNameIn(zone, locale)}` : ''}`;
  return f.length > 0 ? `${f.join(' / ')}（${where}）${nodeLabel(n)}` : `${where} ${nodeLabel(n)}`;
}

/**
 * A node's name in a list whose groups name the floors (the place lists): placeNameIn without the floor, which the
 * group and the coordinates already give, so the longest name fits a phone's width: "supply 3 (hangar) [2, 3, 2]" /
 * "物资点 3（机库）[2, 3, 2]". A node with nothing on it and no zone keeps its floor: "lower floor [2, 1, 2]".
 */
export function listPlaceNameIn(n: Node, locale: Locale = 'en'): string {
  placeName(n); // throws the engine's RangeError for a node that is not on the map
  const zh = locale === 'zh-cn';
  const f = placeFeatures(n).map((x) => (zh ? featureZh(x) : x));
  const zone = zoneName(n);
  const zoneIn = zone ? zoneNameIn(zone, locale) : null;
  if (f.length === 0) return `${zoneIn ?? floorShort(n[0], locale)} ${nodeLabel(n)}`;
  if (!zoneIn) return `${f.join(' / ')} ${nodeLabel(n)}`;
  return zh ? `${f.join(' / ')}（${zoneIn}）${nodeLabel(n)}` : `${f.join(' / ')} (${zoneIn}) ${nodeLabel(n)}`;
}
