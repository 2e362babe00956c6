// The split table players post: each floor, its name and the time the run first stood on it (floorSplits).
import { FLOOR_NAMES, FLOOR_STARTS, frameClock } from '~/engines/zenith';

interface Props {
  splits: (number | null)[];
  caption: string;
  idPrefix: string;
  /** Floor the planner aims at, highlighted. */
  target?: number;
}

export function SplitTable({ splits, caption, idPrefix, target }: Props) {
  return (
    <div class="atlas-table-wrap zcf-fit">
      <table data-testid={`${idPrefix}-splits`}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Floor (starts at)</th>
            <th scope="col">Reached at</th>
          </tr>
        </thead>
        <tbody>
          {FLOOR_NAMES.map((name, i) => {
            const f = i + 1;
            const at = splits[f];
            return (
              <tr data-floor={f} class={target === f ? 'zcf-target' : undefined}>
                <th scope="row">
                  {f} {name} <span class="atlas-source-value">{FLOOR_STARTS[i]} m</span>
                </th>
                <td class="atlas-num">{at === null || at === undefined ? 'not reached' : frameClock(at)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
