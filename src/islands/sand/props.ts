// The props every sand figure takes: the page's language. `children` is listed so that h(Figure, {}) type-checks
// (an object type with only optional members is otherwise a "weak type" that {} props do not match).
import type { ComponentChildren } from 'preact';
import type { Locale } from '~/i18n/locales';

export interface FigureProps {
  /** The page's language (default English). */
  locale?: Locale;
  children?: ComponentChildren;
}
