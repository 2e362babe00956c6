// Shared control for Zenith islands: upright mods as checkboxes, or one reversed mod alone (seed 000 Mod+ rule).
import { MOD_CARDS, MOD_IDS, normalizeMods, type Mod, type ModId } from '~/engines/zenith';

export const ALL_MODS: Mod[] = [...MOD_IDS, ...MOD_IDS.map((m) => `${m}_reversed` as Mod)];
export const MOD_LABEL: Record<ModId, string> = {
  expert: 'Expert',
  nohold: 'No Hold',
  messy: 'Messy',
  gravity: 'Gravity',
  volatile: 'Volatile',
  doublehole: 'Double Hole',
  invisible: 'Invisible',
  allspin: 'All-Spin',
  duo: 'Duo',
};
/** The URL notices, plus one saying which mods are used when a reversed mod in the link made the others drop out. */
export function withModNotice(notices: string[], key: string, asked: readonly string[], used: readonly Mod[]): string[] {
  return used.length === asked.length ? notices : [...notices, `${key}: a reversed mod is played alone; using ${used.map(modName).join(', ')}.`];
}

export const modName = (m: Mod) => (m.endsWith('_reversed') ? `${MOD_LABEL[m.replace('_reversed', '') as ModId]}+` : MOD_LABEL[m as ModId]);

interface Props {
  idPrefix: string;
  mods: Mod[];
  onChange: (mods: Mod[]) => void;
}

export function ModPicker({ idPrefix, mods, onChange }: Props) {
  const reversed = mods.find((m) => m.endsWith('_reversed')) ?? '';
  const toggle = (id: ModId, on: boolean) => onChange(normalizeMods(on ? [...mods, id] : mods.filter((m) => m !== id)));
  return (
    <fieldset class="zen-fieldset">
      <legend>Mods</legend>
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
            {MOD_LABEL[id]}
          </label>
        ))}
        <label>
          Reversed mod (played alone)
          <select
            id={`${idPrefix}-reversed`}
            value={reversed}
            onChange={(e) => {
              const v = (e.currentTarget as HTMLSelectElement).value;
              onChange(v ? normalizeMods([v]) : []);
            }}
          >
            <option value="">none</option>
            {MOD_IDS.map((id) => (
              <option value={`${id}_reversed`}>{`${MOD_LABEL[id]}+ (${MOD_CARDS[id].reversed})`}</option>
            ))}
          </select>
        </label>
      </div>
    </fieldset>
  );
}
