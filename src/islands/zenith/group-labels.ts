// Equal neighbouring labels merged with a count: ["60.0 s", "60.0 s", "61.2 s"] -> [["60.0 s", 2], ["61.2 s", 1]].
export function groupLabels(labels: readonly string[]): [string, number][] {
  const out: [string, number][] = [];
  for (const l of labels) {
    const last = out[out.length - 1];
    if (last && last[0] === l) last[1]++;
    else out.push([l, 1]);
  }
  return out;
}
