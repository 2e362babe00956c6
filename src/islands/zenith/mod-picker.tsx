// Shared control for Zenith islands: upright mods as checkboxes, or one reversed mod alone (seed 000 Mod+ rule).
// Mod and tarot names per locale come from the Zenith glossary (the write-up's names: 专家, 皇帝 ...).
import { MOD_CARDS, MOD_IDS, normalizeMods, type Mod, type ModId } from '~/engines/zenith';
import { GLOSSARY } from '~/i18n/glossary/zenith';
import { termIn } from '~/i18n/glossary/types';
import type { Locale } from '~/i18n/locales';
import { defineMessages, messagesFor } from '~/i18n/messages';
import { modName as modNameOf } from './zenith-zh';

export const ALL_MODS: Mod[] = [...MOD_IDS, ...MOD_IDS.map((m) => `${m}_reversed` as Mod)];

const MESSAGES = defineMessages({
  en: {
    legend: 'Mods',
    reversed: 'Reversed mod (played alone)',
    none: 'none',
    sep: ', ',
    option: (name: string, card: string) => `${name}+ (${card})`,
    alone: (key: string, used: string, dropped: string) => `${key}: a reversed mod is played alone; dropped ${dropped}, using ${used}.`,
  },
  'zh-cn': {
    legend: 'Mod',
    reversed: 'Mod+（只能单独开启）',
    none: '无',
    sep: '、',
    option: (name: string, card: string) => `${name}+（${card}）`,
    alone: (key: string, used: string, dropped: string) => `${key}：Mod+ 只能单独开启；去掉了 ${dropped}，现在使用 ${used}。`,
  },
});

/** A mod's name in a locale: the English name, or the write-up's Chinese name (glossary ids mod-<id>). */
const labelIn = (id: ModId, locale: Locale | undefined) => modNameOf(id, locale);

/** The URL notices, plus one naming the mods dropped (and those used) when a reversed mod in the link made the others drop out. */
export function withModNotice(notices: string[], key: string, asked: readonly string[], used: readonly Mod[], locale?: Locale): string[] {
  const m = messagesFor(MESSAGES, locale);
  const known = asked.filter((x, i): x is Mod => (ALL_MODS as readonly string[]).includes(x) && asked.indexOf(x) === i);
  const dropped = known.filter((x) => !used.includes(x));
  if (dropped.length === 0) return notices; // unknown names and repeats are reported by the link's own notice
  return [...notices, m.alone(key, used.map(modNameIn(locale)).join(m.sep), dropped.map(modNameIn(locale)).join(m.sep))];
}

/** A mod's English name ("Expert+"), from the Zenith glossary through zenith-zh's modName. */
export const modName = (m: Mod) => modNameOf(m, 'en');

/** modName for a locale: `mods.map(modNameIn(locale))`. */
export const modNameIn =
  (locale: Locale | undefined) =>
  (m: Mod): string =>
    modNameOf(m, locale);

/** The mods joined for a sentence in a locale ("Expert, Messy" / "专家、混乱"). */
export const modList = (mods: readonly Mod[], locale: Locale | undefined) => mods.map(modNameIn(locale)).join(messagesFor(MESSAGES, locale).sep);

/** A reversed tarot card's name in a locale. */
const reversedCard = (id: ModId, locale: Locale | undefined) => (locale === 'zh-cn' ? termIn(GLOSSARY, `card-${id}-reversed`, locale) : MOD_CARDS[id].reversed);

interface Props {
  idPrefix: string;
  mods: Mod[];
  onChange: (mods: Mod[]) => void;
  locale?: Locale;
}

export function ModPicker({ idPrefix, mods, onChange, locale }: Props) {
  const m = messagesFor(MESSAGES, locale);
  const reversed = mods.find((x) => x.endsWith('_reversed')) ?? '';
  const toggle = (id: ModId, on: boolean) => onChange(normalizeMods(on ? [...mods, id] : mods.filter((x) => x !== id)));
  return (
    <fieldset class="zen-fieldset">
      <legend>{m.legend}</legend>
      <div class="atlas-controls">
        {MOD_IDS.map((id) => (
          <label>
            <input
              type="checkbox"
              id={`${idPrefix}-mod-${id}`}
              checked={mods.includes(id)}
              disabled={reversed !== ''}
              onChange={(e) => toggle(id, (e.currentTarget as HTMLInputElement).checked)}
            />
            {labelIn(id, locale)}
          </label>
        ))}
        <label>
          {m.reversed}
          <select
            id={`${idPrefix}-reversed`}
            value={reversed}
            onChange={(e) => {
              const v = (e.currentTarget as HTMLSelectElement).value;
              onChange(v ? normalizeMods([v]) : []);
            }}
          >
            <option value="">{m.none}</option>
            {MOD_IDS.map((id) => (
              <option value={`${id}_reversed`}>{m.option(labelIn(id, locale), reversedCard(id, locale))}</option>
            ))}
          </select>
        </label>
      </div>
    </fieldset>
  );
}
