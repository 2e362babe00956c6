// Message tables: every piece of interface text an island or component shows, per locale. English is the source of
// truth for keys; the Chinese table must have exactly the same keys with the same kinds of value (the type checks it,
// and tests/unit/i18n checks it again at run time).

import type { Locale } from './locales';

/** A message is a plain string or a function that builds one from its arguments (already formatted for the locale). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- message functions take any argument list
export type Message = string | ((...args: any[]) => string);

/** The shape a translation must have: same keys, same argument lists, as the English table. */
export type TranslationOf<T extends Record<string, Message>> = {
  [K in keyof T]: T[K] extends string ? string : T[K];
};

export interface MessageTable<T extends Record<string, Message>> {
  en: T;
  'zh-cn': TranslationOf<T>;
}

/** Declare an island's or component's messages: `const M = defineMessages({ en: {...}, 'zh-cn': {...} })`. */
export function defineMessages<T extends Record<string, Message>>(table: MessageTable<T>): MessageTable<T> {
  return table;
}

/** The messages of one locale (English when the locale is missing or unknown). */
export function messagesFor<T extends Record<string, Message>>(table: MessageTable<T>, locale: Locale | undefined): T {
  return (locale === 'zh-cn' ? table['zh-cn'] : table.en) as T;
}
