// Shared control for Zenith islands: the client version (RULINGS.md, Zenith: the 2025-01-19 seed client by default, the
// current write-up beside it), as a radio group (arrow keys move between the two), and its URL parameter spec.
import { CLIENT_VERSIONS, CLIENT_VERSION_LABELS, DEFAULT_CLIENT_VERSION, type ClientVersion } from '~/engines/zenith';
import { choiceParam } from '~/lib/url-state';

/** The `<prefix>Ver` parameter every Zenith island keeps. */
export const versionParam = () => choiceParam<ClientVersion>({ default: DEFAULT_CLIENT_VERSION, choices: CLIENT_VERSIONS });

interface Props {
  idPrefix: string;
  version: ClientVersion;
  onChange: (v: ClientVersion) => void;
  /** What the version changes in this island, one short sentence. */
  note?: string;
}

export function VersionPicker({ idPrefix, version, onChange, note }: Props) {
  return (
    <fieldset class="zen-fieldset" id={`${idPrefix}-ver`}>
      <legend>Client version</legend>
      <div class="atlas-controls">
        {CLIENT_VERSIONS.map((v) => (
          <label>
            <input type="radio" name={`${idPrefix}-ver`} id={`${idPrefix}-ver-${v}`} value={v} checked={version === v} onChange={() => onChange(v)} />
            {CLIENT_VERSION_LABELS[v]}
          </label>
        ))}
      </div>
      {note ? <p class="zen-note">{note}</p> : null}
    </fieldset>
  );
}
