// Chinese text for the verification data (source-table titles, labels and known-difference reasons; contradiction
// titles, readings and what the site models). Each rule set keeps it in src/verification/<set>/zh-cn.ts, exporting
// `ZH_CN: VerificationZh`, keyed by the English ids, so the English data files stay as their owners wrote them.
import type { Contradiction } from '~/lib/contradictions';
import type { SourceTableSpec } from '~/lib/source-table';
import type { Locale } from './locales';

export interface SourceTableZh {
  title: string;
  rowHeader: string;
  /** Column labels, row labels and text cells: English text -> Chinese. Labels not listed show as they are (numbers, names). */
  labels?: Record<string, string>;
  /** Known-difference reasons: the English reason -> Chinese. */
  reasons?: Record<string, string>;
  /** The source's section, when the English data does not already give it in Chinese. */
  section?: string;
}

export interface ContradictionZh {
  title: string;
  /** One per English reading, in the same order. */
  readings: { who: string; says: string }[];
  modelled: string;
  /** The "where in the source" text, when the English one is not already in Chinese (the file name stays first). */
  source?: string;
}

export interface VerificationZh {
  tables?: Record<string, SourceTableZh>;
  contradictions?: Record<string, ContradictionZh>;
}

const modules = import.meta.glob<{ ZH_CN: VerificationZh }>('../verification/*/zh-cn.ts', { eager: true });

/** Every rule set's Chinese verification text, merged (ids are unique across rule sets). */
export const VERIFICATION_ZH: Required<VerificationZh> = { tables: {}, contradictions: {} };
for (const mod of Object.values(modules)) {
  Object.assign(VERIFICATION_ZH.tables, mod.ZH_CN.tables ?? {});
  Object.assign(VERIFICATION_ZH.contradictions, mod.ZH_CN.contradictions ?? {});
}

/** A source table's text in a locale; English text where the Chinese file has none yet (the no-English test finds it). */
export function tableText(spec: SourceTableSpec, locale: Locale | undefined) {
  const zh = locale === 'zh-cn' ? VERIFICATION_ZH.tables[spec.id] : undefined;
  return {
    /** True on a Chinese page while the table has no Chinese text: the component marks its text lang="en". */
    fallback: locale === 'zh-cn' && !zh,
    title: zh?.title ?? spec.title,
    rowHeader: zh?.rowHeader ?? spec.rowHeader,
    label: (text: string) => zh?.labels?.[text] ?? text,
    reason: (text: string) => zh?.reasons?.[text] ?? text,
    section: zh?.section ?? spec.source.section,
  };
}

/** A contradiction's text in a locale; English where the Chinese file has none yet. */
export function contradictionText(
  c: Contradiction,
  locale: Locale | undefined,
): Pick<Contradiction, 'title' | 'readings' | 'modelled' | 'source'> & { fallback: boolean } {
  const zh = locale === 'zh-cn' ? VERIFICATION_ZH.contradictions[c.id] : undefined;
  if (!zh) return { ...c, fallback: locale === 'zh-cn' };
  return {
    fallback: false,
    title: zh.title,
    readings: c.readings.map((r, i) => zh.readings[i] ?? r),
    modelled: zh.modelled,
    source: zh.source ?? c.source,
  };
}
