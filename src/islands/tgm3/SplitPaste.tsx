// The section timeline's paste box: a list of splits (section times or running totals) read into the timeline's link.
import { useState } from 'preact/hooks';
import { MASTER_SECTIONS } from '~/engines/tgm3';
import { messagesFor } from '~/i18n/messages';
import type { Locale } from '~/i18n/locales';
import { MESSAGES } from './SectionTimeline.messages';
import { readPastedSplits, valuesFromPaste, type PasteKind, type TimelineValues } from './timeline-model';

export function SplitPaste({ locale, onValues }: { locale?: Locale; onValues: (v: Partial<TimelineValues>) => void }) {
  const m = messagesFor(MESSAGES, locale);
  const [text, setText] = useState('');
  const [kind, setKind] = useState<PasteKind>('section');
  const [said, setSaid] = useState('');
  const use = () => {
    const r = readPastedSplits(text, kind);
    if ('tooMany' in r) setSaid(m.pasteTooMany(MASTER_SECTIONS));
    else if ('bad' in r) setSaid(m.pasteBad(r.bad));
    else {
      onValues(valuesFromPaste(r.seconds));
      setSaid(m.pasteDone(r.seconds.length));
    }
  };
  return (
    <fieldset class="tgm3-paste">
      <legend>{m.pasteLegend}</legend>
      <label for="tl-paste">{m.pasteLabel}</label>
      <textarea id="tl-paste" rows={2} value={text} onInput={(e) => setText((e.currentTarget as HTMLTextAreaElement).value)} />
      <div class="tgm3-radios" role="radiogroup" aria-label={m.pasteKind}>
        {(['section', 'total'] as const).map((k) => (
          <label key={k}>
            <input type="radio" name="tl-kind" value={k} checked={kind === k} onChange={() => setKind(k)} /> {k === 'section' ? m.kindSection : m.kindTotal}
          </label>
        ))}
      </div>
      <button type="button" class="atlas-button" onClick={use}>
        {m.pasteUse}
      </button>
      <span role="status" data-testid="tl-paste-status">
        {said}
      </span>
    </fieldset>
  );
}
