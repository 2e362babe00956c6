// Island: fatigue and targeting over a run, minute by minute (normal, Expert+, Duo+), plus how long grace takes to drain on a floor.
import {
  fatigueAt,
  graceGain,
  graceProtection,
  CLIENT_VERSION_LABELS,
  fatigueMode,
  frameClock,
  normalizeMods,
  simulateGrace,
  targetingFactorAt,
  targetingGraceSeconds,
  FATIGUE_TIMELINES,
  FPS,
  MAX_RUN_MINUTES,
  framesOfMinutes,
  secondsOfFrame,
  TARGETING_GRACE_MAX,
  type FatigueEffect,
  type GraceReading,
} from '~/engines/zenith';
import { ChartFigure } from '~/islands/common/ChartFigure';
import { choiceParam, listParam, numberParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import { ALL_MODS, ModPicker, modName, withModNotice } from './mod-picker';
import { VersionPicker, versionParam } from './version-picker';
import './zenith.css';
import './climb-figures.css';

export const SPECS = {
  tlMods: listParam({ default: [], choices: ALL_MODS }),
  tlFloor: numberParam({ default: 5, min: 1, max: 10 }),
  tlGrace: choiceParam<GraceReading>({ default: 'code', choices: ['code', 'prose'] }),
  tlVer: versionParam(),
};
const clock = (s: number) => frameClock(s * FPS).slice(0, -3);
const PERCENT = 100;
/** The end of the longest run, in seconds. */
const END = framesOfMinutes(MAX_RUN_MINUTES) / FPS;
/** Seconds at which the targeting factor steps up (the engine's targetingFactorAt changes there). */
const TARGETING_STEPS = Array.from({ length: END + 1 }, (_, t) => t).filter((t) => t > 0 && targetingFactorAt(t) !== targetingFactorAt(t - 1));

/** A fatigue effect in plain words. */
function effectText(e: FatigueEffect): string {
  switch (e.kind) {
    case 'permanent':
      return `+${e.lines} permanent lines`;
    case 'receive':
      return `+${e.percent}% garbage received`;
    case 'messier':
      return 'garbage messier (grace stops tidying it)';
    case 'fullyMessy':
      return 'garbage fully messy';
    case 'messiness':
      return `messiness set to ${Math.round(PERCENT * e.value)}%`;
    case 'reviveDifficulty':
      return `revive difficulty +${e.add}`;
    case 'noRevive':
      return 'no more revives';
  }
}

export default function Timelines() {
  const state = useUrlState(SPECS);
  const mods = normalizeMods(state.values.tlMods);
  const mode = fatigueMode(mods);
  const steps = FATIGUE_TIMELINES[mode];
  const times = [...new Set([0, ...TARGETING_STEPS, ...steps.map((s) => s.at)])].filter((t) => t <= END).sort((a, b) => a - b);
  const interval = targetingGraceSeconds(state.values.tlFloor, mods, state.values.tlGrace);
  const ver = state.values.tlVer;
  // An 18-line hit at 0 s, then nothing: grace frame by frame from the engine, shown once a second. What the hit adds
  // depends on the version (graceGain: the current client divides the red bar by 3 under Volatile+).
  const added = graceGain(0, TARGETING_GRACE_MAX, mods, ver);
  const seconds = Math.ceil(TARGETING_GRACE_MAX * interval) + 2;
  const grace = simulateGrace({
    floor: state.values.tlFloor,
    mods,
    frames: seconds * FPS,
    hits: [{ frame: 0, lines: added }],
    reading: state.values.tlGrace,
  });
  const emptyAt = grace.indexOf(0);
  const perSecond = Array.from({ length: seconds }, (_, i) => grace[i * FPS]);
  // Current client: grace above 8 shrinks incoming attack (graceProtection); the seed has no such step (×1 throughout).
  const protection = perSecond.map((g) => graceProtection(g, ver));
  return (
    <section class="atlas-island" id="fatigue-timeline" aria-labelledby="tl-title">
      <h3 id="tl-title">Try it: what changes when</h3>
      <ModPicker idPrefix="tl" mods={mods} onChange={(m) => state.set({ tlMods: m })} />
      <VersionPicker
        idPrefix="tl"
        version={ver}
        onChange={(x) => state.set({ tlVer: x })}
        note="The fatigue steps are the same in both. Current: grace above 8 cuts incoming attack, and under Volatile+ a hit adds a third of its lines to grace."
      />
      <p class="zen-result" aria-live="polite" data-testid="tl-summary">
        {mode === 'normal' ? 'Normal fatigue' : mode === 'expert_reversed' ? 'Expert+ fatigue' : 'Duo+ fatigue'}
        {mods.length ? ` (${mods.map(modName).join(', ')})` : ''}:
        {` ${fatigueAt(END, mods).permanentLines} permanent lines and garbage ×${Number(fatigueAt(END, mods).receiveMultiplier.toFixed(3))} by ${clock(END)}.`}
      </p>
      <div class="atlas-table-wrap zcf-fit">
        <table data-testid="tl-table">
          <caption>
            What changes when (engine). Lines: permanent lines from then on; garbage ×: the receive multiplier. Open a row for the game's text and the full
            state.
          </caption>
          <thead>
            <tr>
              <th scope="col">From</th>
              <th scope="col">What changes</th>
              <th scope="col">Lines</th>
              <th scope="col">Garbage ×</th>
            </tr>
          </thead>
          <tbody>
            {times.map((t) => {
              const s = fatigueAt(t, mods);
              const step = steps.find((x) => x.at === t);
              const targeting = TARGETING_STEPS.includes(t);
              const change = [step ? effectText(step.effect) : null, targeting ? `targeting factor ${targetingFactorAt(t)}` : null, t === 0 ? 'start' : null]
                .filter(Boolean)
                .join('; ');
              return (
                <tr data-at={t}>
                  <th scope="row">{clock(t)}</th>
                  <td>
                    {step ? (
                      <details class="tl-more">
                        <summary>{change}</summary>
                        <p class="atlas-source-value">“{step.text}”</p>
                        <p class="atlas-source-value">
                          Targeting factor {targetingFactorAt(t)}; messiness{' '}
                          {s.fullyMessy
                            ? 'full'
                            : s.graceOff
                              ? 'messier, grace off'
                              : s.messiness !== null
                                ? `${Math.round(PERCENT * s.messiness)}%`
                                : 'by floor'}
                          ; revive {s.noRevive ? 'impossible' : s.reviveDifficultyBonus ? `+${s.reviveDifficultyBonus} difficulty` : 'as usual'}.
                        </p>
                      </details>
                    ) : (
                      change
                    )}
                  </td>
                  <td class="atlas-num">{s.permanentLines}</td>
                  <td class="atlas-num">{Number(s.receiveMultiplier.toFixed(3))}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <h4 id="tl-grace-title">Grace draining on a floor</h4>
      <div class="atlas-controls">
        <label>
          Floor{' '}
          <input
            type="range"
            id="tl-floor"
            min={1}
            max={10}
            step={1}
            value={state.values.tlFloor}
            aria-valuetext={`floor ${state.values.tlFloor}`}
            onInput={(e) => state.set({ tlFloor: Number((e.currentTarget as HTMLInputElement).value) })}
          />{' '}
          {state.values.tlFloor}
        </label>
        <label>
          Table
          <select
            id="tl-grace"
            value={state.values.tlGrace}
            onChange={(e) => state.set({ tlGrace: (e.currentTarget as HTMLSelectElement).value as GraceReading })}
          >
            <option value="code">reference code</option>
            <option value="prose">printed table</option>
          </select>
        </label>
      </div>
      <p aria-live="polite" data-testid="tl-grace">
        An {TARGETING_GRACE_MAX}-line hit adds {added} grace ({CLIENT_VERSION_LABELS[ver]}). One grace point is released every {interval} s, so the grace is
        gone {secondsOfFrame(emptyAt).toFixed(2)} s after the last hit, if no new garbage comes.
        {ver === 'current'
          ? ` Right after the hit, incoming attack is multiplied by ${Number(protection[0].toFixed(2))} (grace protection).`
          : ' The 2025-01-19 client has no grace protection: incoming attack stays ×1.'}
      </p>
      <ChartFigure
        kind="line"
        title={`Grace after an ${TARGETING_GRACE_MAX}-line hit on floor ${state.values.tlFloor}`}
        data={{
          labels: perSecond.map((_, i) => i),
          xTitle: 'Seconds after the hit',
          yTitle: 'Grace',
          ...(ver === 'current' ? { y2Title: 'Incoming attack ×' } : {}),
          series: [
            { label: 'Grace', values: perSecond },
            ...(ver === 'current' ? [{ label: 'Incoming attack × (grace protection)', values: protection, axis: 'right' as const }] : []),
          ],
        }}
        height={200}
        tableCollapsed
      />
      <StateBar
        notices={withModNotice(state.notices, 'tlMods', state.values.tlMods, mods)}
        shareUrl={state.shareUrl}
        onReset={state.reset}
        onDismiss={state.dismissNotices}
      />
    </section>
  );
}
