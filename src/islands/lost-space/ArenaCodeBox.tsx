// One code box of the arena: the bot's language (JavaScript, or Python through the contest's SDK) and its code.
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { BOT_ARENA_MESSAGES } from './BotArena.messages';
import { LANGS, type Lang } from './arena-model';

interface Props {
  slot: number;
  lang: Lang;
  code: string;
  locale: Locale;
  onLang: (lang: Lang) => void;
  onCode: (code: string) => void;
}

export function ArenaCodeBox({ slot, lang, code, locale, onLang, onCode }: Props) {
  const m = messagesFor(BOT_ARENA_MESSAGES, locale);
  return (
    <div class="ls-arena-code">
      <label for={`ls-arena-lang${slot}`}>
        {m.language(slot)}
        <select id={`ls-arena-lang${slot}`} value={lang} onChange={(e) => onLang((e.currentTarget as HTMLSelectElement).value as Lang)}>
          {LANGS.map((l) => (
            <option value={l}>{m.langName(l)}</option>
          ))}
        </select>
      </label>
      <label for={`ls-arena-code${slot}`}>
        {m.code(slot, lang)}
        <textarea
          id={`ls-arena-code${slot}`}
          rows={slot === 0 ? 12 : 4}
          spellcheck={false}
          lang="en"
          value={code}
          onInput={(e) => onCode((e.currentTarget as HTMLTextAreaElement).value)}
        />
      </label>
    </div>
  );
}
