// Chart.js is registered part by part as charts ask for it (issue 13 item 12): a bar chart does not pull in the line
// controller or the log scale, and a later log line chart adds exactly those.
import { describe, expect, it } from 'vitest';
import { loadChart, registeredParts } from '~/lib/chart';

describe('loadChart', () => {
  it('registers only what each chart needs, once', async () => {
    const Chart = await loadChart({ kind: 'bar' });
    expect(registeredParts().sort()).toEqual(['bar', 'base', 'category']);
    expect(() => Chart.registry.getController('bar')).not.toThrow();
    expect(() => Chart.registry.getController('line')).toThrow();
    expect(() => Chart.registry.getScale('logarithmic')).toThrow();
    await loadChart({ kind: 'line', log: true, linearX: true });
    expect(registeredParts().sort()).toEqual(['bar', 'base', 'category', 'line', 'log']);
    expect(() => Chart.registry.getController('line')).not.toThrow();
    expect(() => Chart.registry.getScale('logarithmic')).not.toThrow();
  });
});
