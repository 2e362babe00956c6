// Island: a 1–12 minute run at a steady pace, run through simulateClimb frame by frame; altitude and rank drawn with floors and events.
import { useMemo } from 'preact/hooks';
import { FLOOR_NAMES, FLOOR_STARTS, FATIGUE_TIMELINES, fatigueMode, hyperspeedSpans, normalizeMods, paceEvents, rankSkipFrames, simulateClimb } from '~/engines/zenith';
import { listParam, numberParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import { ALL_MODS, ModPicker, modName } from './mod-picker';
import './zenith.css';

export const SPECS = {
  csApm: numberParam({ default: 60, min: 0, max: 400 }),
  csCancel: numberParam({ default: 30, min: 0, max: 100 }),
  csClears: numberParam({ default: 40, min: 0, max: 200 }),
  csKos: numberParam({ default: 0.5, min: 0, max: 10, decimals: 1 }),
  csMin: numberParam({ default: 12, min: 1, max: 12 }),
  csSpike: numberParam({ default: 0, min: 0, max: 300 }),
  csMods: listParam({ default: [], choices: ALL_MODS }),
};
const W = 720;
const H = 300;
const EVENT_STYLES = [
  { type: 'clear', stroke: 'var(--sl-color-gray-3)' },
  { type: 'send', stroke: 'var(--sl-color-accent)' },
  { type: 'cancel', stroke: 'var(--atlas-accent-2)' },
  { type: 'kill', stroke: 'var(--atlas-bad)' },
] as const;
const PAD = { l: 44, r: 40, t: 12, b: 30 };

export default function ClimbSimulator() {
  const state = useUrlState(SPECS);
  const v = state.values;
  const mods = normalizeMods(v.csMods);
  const frames = v.csMin * 3600;
  const run = useMemo(() => {
    const events = paceEvents({ apm: v.csApm, cancelShare: v.csCancel / 100, clearLinesPerMin: v.csClears, kosPerMin: v.csKos }, frames);
    // One surge spike sent at the one-minute mark, when asked for.
    if (v.csSpike > 0) events.push({ frame: Math.min(frames - 1, 3600), type: 'send', lines: v.csSpike });
    const samples = simulateClimb({ mods, frames, events });
    return { events, samples, skips: rankSkipFrames(samples), hyper: hyperspeedSpans(samples, mods) };
  }, [v.csApm, v.csCancel, v.csClears, v.csKos, v.csSpike, frames, mods.join(',')]);

  const last = run.samples[run.samples.length - 1];
  const maxAlt = Math.max(60, ...run.samples.filter((_, i) => i % 60 === 0).map((s) => s.altitude), last.altitude);
  const maxRank = Math.max(4, ...run.samples.filter((_, i) => i % 60 === 0).map((s) => s.rank));
  const x = (f: number) => PAD.l + ((W - PAD.l - PAD.r) * f) / frames;
  const yA = (a: number) => H - PAD.b - ((H - PAD.t - PAD.b) * a) / (maxAlt * 1.05);
  const yR = (r: number) => H - PAD.b - ((H - PAD.t - PAD.b) * r) / (maxRank * 1.1);
  const step = Math.max(1, Math.floor(frames / 720));
  let alt = '';
  let rnk = '';
  for (let i = 0; i < run.samples.length; i += step) {
    const s = run.samples[i];
    alt += `${i ? 'L' : 'M'}${x(s.frame).toFixed(1)},${yA(s.altitude).toFixed(1)}`;
    rnk += `${i ? 'L' : 'M'}${x(s.frame).toFixed(1)},${yR(s.rank).toFixed(1)}`;
  }
  // Event ticks under the axis, one path per event type: thousands of events stay four DOM nodes, so dragging stays smooth.
  const eventTicks: Record<string, string> = { send: '', cancel: '', clear: '', kill: '' };
  for (const e of run.events) eventTicks[e.type] += `M${x(e.frame).toFixed(1)},${H - PAD.b}v${e.type === 'kill' ? 10 : 5}`;
  const fatigue = FATIGUE_TIMELINES[fatigueMode(mods)].filter((st) => st.at * 60 < frames);
  const shortProtection = run.samples.filter((s, i) => i > 0 && s.promotionFatigue >= 2 && run.samples[i - 1].promotionFatigue < s.promotionFatigue);
  const minutes = Array.from({ length: v.csMin + 1 }, (_, m) => m);
  const at = (m: number) => run.samples[Math.min(run.samples.length - 1, Math.max(0, m * 3600 - 1))];
  const peak = run.samples.reduce((p, s) => Math.max(p, s.rank), 1);
  const set = (k: keyof typeof SPECS) => (e: Event) => {
    const n = Number((e.currentTarget as HTMLInputElement).value);
    if (Number.isFinite(n)) state.set({ [k]: n } as Partial<typeof v>);
  };
  const desc = `Altitude and rank over ${v.csMin} minutes: ends at ${last.altitude.toFixed(1)} m on floor ${last.floor}, rank ${last.rank.toFixed(2)}.`;

  return (
    <section class="atlas-island" aria-labelledby="cs-title">
      <h3 id="cs-title">Try it: a climb at a steady pace</h3>
      <div class="zen-grid">
        <label>Attack per minute: {v.csApm}<input type="range" id="cs-apm" min={0} max={400} step={5} value={v.csApm} onInput={set('csApm')} /></label>
        <label>Share cancelled: {v.csCancel}%<input type="range" id="cs-cancel" min={0} max={100} step={5} value={v.csCancel} onInput={set('csCancel')} /></label>
        <label>Lines cleared per minute: {v.csClears}<input type="range" id="cs-clears" min={0} max={200} step={5} value={v.csClears} onInput={set('csClears')} /></label>
        <label>KOs per minute: {v.csKos}<input type="range" id="cs-kos" min={0} max={10} step={0.1} value={v.csKos} onInput={set('csKos')} /></label>
        <label>Surge spike at 1:00 (lines): {v.csSpike}<input type="range" id="cs-spike" min={0} max={300} step={5} value={v.csSpike} onInput={set('csSpike')} /></label>
        <label>Minutes: {v.csMin}<input type="range" id="cs-min" min={1} max={12} step={1} value={v.csMin} onInput={set('csMin')} /></label>
      </div>
      <ModPicker idPrefix="cs" mods={mods} onChange={(m) => state.set({ csMods: m })} />
      <p class="zen-result" aria-live="polite" data-testid="cs-summary">
        After {v.csMin} min: <strong>{last.altitude.toFixed(1)} m</strong>, floor {last.floor} ({FLOOR_NAMES[last.floor - 1]}), rank {last.rank.toFixed(2)}{" "}
        (peak {peak.toFixed(2)}). {run.events.length} events{mods.length ? `, mods: ${mods.map(modName).join(', ')}` : ''}.
        {run.skips.length ? ` Rank skips at ${run.skips.slice(0, 4).map((f) => `${(f / 60).toFixed(1)} s`).join(', ')}${run.skips.length > 4 ? '…' : ''}.` : ' No rank skip.'}
        {shortProtection.length ? ` Promotion fatigue shortens the leak protection ${shortProtection.length} times.` : ''}
        {run.hyper.length ? ` Hyperspeed from ${(run.hyper[0].start / 60).toFixed(1)} s${run.hyper[0].completed ? ', completed' : ''}.` : ''}
      </p>
      <svg class="zen-svg" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={desc}>
        {FLOOR_STARTS.filter((f) => f > 0 && f <= maxAlt * 1.05).map((f) => (
          <g><line class="zen-floor-line" x1={PAD.l} x2={W - PAD.r} y1={yA(f)} y2={yA(f)} /><text x={PAD.l + 4} y={yA(f) - 3}>{`${f} m`}</text></g>
        ))}
        {fatigue.map((st) => <line class="zen-fatigue" x1={x(st.at * 60)} x2={x(st.at * 60)} y1={PAD.t} y2={H - PAD.b} />)}
        {minutes.map((m) => <text x={x(m * 3600) - 4} y={H - 8}>{m}</text>)}
        <text x={W - PAD.r + 4} y={PAD.t + 10}>rank</text>
        <text x={2} y={PAD.t + 10}>m</text>
        {[0.25, 0.5, 0.75, 1].map((q) => <text x={W - PAD.r + 4} y={yR(q * maxRank) + 4}>{(q * maxRank).toFixed(0)}</text>)}
        <path class="zen-alt" d={alt} />
        <path class="zen-rank" d={rnk} />
        <path d={shortProtection.map((x0) => `M${x(x0.frame).toFixed(1)},${PAD.t}v8`).join('')} stroke="var(--atlas-accent-2)" stroke-width={2} fill="none" />
        {run.skips.slice(0, 50).map((f) => <circle class="zen-skip" cx={x(f)} cy={yR(run.samples[f].rank)} r={4} />)}
        {EVENT_STYLES.map(({ type, stroke }) => (
          <path d={eventTicks[type]} stroke={stroke} fill="none" />
        ))}
      </svg>
      <p class="zen-legend">
        <span><span class="zen-swatch" style={{ background: 'var(--sl-color-accent)' }} />altitude, sends</span>
        <span><span class="zen-swatch" style={{ background: 'var(--atlas-accent-2)' }} />rank, cancels</span>
        <span><span class="zen-swatch" style={{ background: 'var(--atlas-bad)' }} />rank skip, KOs</span>
        <span><span class="zen-swatch" style={{ background: 'var(--sl-color-orange)' }} />fatigue step</span>
        <span>ticks at the top: promotions with shortened leak protection</span>
        <span>dashed: floor lines</span>
      </p>
      <details>
        <summary>The same run, minute by minute</summary>
        <div class="atlas-table-wrap" tabIndex={0} role="region" aria-label="Climb minute by minute (scrollable)">
          <table>
            <caption>Climb at the chosen pace (engine)</caption>
            <thead><tr><th scope="col">Minute</th><th scope="col">Altitude (m)</th><th scope="col">Floor</th><th scope="col">Rank</th><th scope="col">XP</th></tr></thead>
            <tbody>
              {minutes.slice(1).map((m) => { const s = at(m); return <tr><th scope="row">{m}</th><td class="atlas-num">{s.altitude.toFixed(1)}</td><td class="atlas-num">{s.floor}</td><td class="atlas-num">{s.rank.toFixed(2)}</td><td class="atlas-num">{s.climbPts.toFixed(2)}</td></tr>; })}
            </tbody>
          </table>
        </div>
      </details>
      <StateBar notices={mods.length === v.csMods.length ? state.notices : [...state.notices, `csMods: a reversed mod is played alone; using ${mods.map(modName).join(', ')}.`]} shareUrl={state.shareUrl} onReset={state.reset} onDismiss={state.dismissNotices} />
    </section>
  );
}
