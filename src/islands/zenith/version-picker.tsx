// Shared control for Zenith islands: the client version (RULINGS.md, Zenith: the current client by default, the
// 2025-01-19 seed client one click away), as a radio group (arrow keys move between the two), and its URL parameter spec.
import { CLIENT_VERSIONS, SITE_CLIENT_VERSION, type ClientVersion } from '~/engines/zenith';
import { choiceParam } from '~/lib/url-state';
import type { Locale } from '~/i18n/locales';
import { defineMessages, messagesFor } from '~/i18n/messages';
import { versionLabel } from './zenith-zh';

const M = defineMessages({ en: { legend: 'Client version' }, 'zh-cn': { legend: '客户端版本' } });

/** The `<prefix>Ver` parameter every Zenith island keeps; a link without it opens on the current client. */
export const versionParam = () => choiceParam<ClientVersion>({ default: SITE_CLIENT_VERSION, choices: CLIENT_VERSIONS });

interface Props {
  idPrefix: string;
  version: ClientVersion;
  onChange: (v: ClientVersion) => void;
  /** What the version changes in this island, one short sentence. */
  note?: string;
  locale?: Locale;
}

export function VersionPicker({ idPrefix, version, onChange, note, locale }: Props) {
  const m = messagesFor(M, locale);
  return (
    <fieldset class="zen-fieldset" id={`${idPrefix}-ver`}>
      <legend>{m.legend}</legend>
      <div class="atlas-controls">
        {CLIENT_VERSIONS.map((v) => (
          <label>
            <input type="radio" name={`${idPrefix}-ver`} id={`${idPrefix}-ver-${v}`} value={v} checked={version === v} onChange={() => onChange(v)} />
            {versionLabel(v, locale)}
          </label>
        ))}
      </div>
      {note ? <p class="zen-note">{note}</p> : null}
    </fieldset>
  );
}
