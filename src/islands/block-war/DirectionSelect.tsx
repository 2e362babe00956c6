// A direction picker (0-3, the judge's directions), shared by the piece explorer and the clear lab.
import { DIRS } from '~/engines/block-war';

interface Props {
  label: string;
  value: number;
  disabled?: boolean;
  onPick: (dir: number) => void;
}

export function DirectionSelect({ label, value, disabled, onPick }: Props) {
  return (
    <label>
      {label}
      <select value={String(value)} disabled={disabled} onChange={(e) => onPick(Number((e.currentTarget as HTMLSelectElement).value))}>
        {DIRS.map((d) => (
          <option key={d} value={String(d)}>
            {d}
          </option>
        ))}
      </select>
    </label>
  );
}
