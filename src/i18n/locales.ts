// The site's languages: English at the root, Simplified Chinese under /zh-cn/. Islands and components take a
// `locale` prop (default English); Chinese pages pass locale="zh-cn".

export const LOCALES = ['en', 'zh-cn'] as const;
export type Locale = (typeof LOCALES)[number];

/** The BCP 47 tag used for <html lang> and for Intl formatting. */
export const LANG_TAG: Record<Locale, string> = { en: 'en', 'zh-cn': 'zh-CN' };

/** The URL prefix of a locale's pages: '' for English (the root), '/zh-cn' for Chinese. */
export const PATH_PREFIX: Record<Locale, string> = { en: '', 'zh-cn': '/zh-cn' };

/** The locale a site path belongs to ("/zh-cn/tgm3/speed/" -> 'zh-cn'; anything else -> 'en'). */
export function localeOfPath(path: string): Locale {
  return /^\/zh-cn(\/|$)/.test(path) ? 'zh-cn' : 'en';
}

/** A site path in another locale: localizedPath('/tgm3/speed/', 'zh-cn') -> '/zh-cn/tgm3/speed/'. */
export function localizedPath(path: string, locale: Locale): string {
  const bare = path.replace(/^\/zh-cn(?=\/|$)/, '') || '/';
  return `${PATH_PREFIX[locale]}${bare}`;
}

/** The space between two sentences or phrases that a template joins: one in English, none in Chinese (full-width
 * punctuation carries its own spacing). */
export const sentenceGap = (locale: Locale | undefined): string => (locale === 'zh-cn' ? '' : ' ');
