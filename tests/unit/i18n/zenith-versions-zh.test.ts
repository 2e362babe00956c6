// The Chinese text of the Zenith client-version changes (src/i18n/zenith-versions-zh.ts) mirrors the engine's list:
// one entry per change, `why` exactly where the English has one, every field written in Chinese (not left empty).
import { describe, expect, it } from 'vitest';
import { VERSION_CHANGES } from '~/engines/zenith';
import { VERSION_CHANGES_ZH, changeText } from '~/i18n/zenith-versions-zh';

describe('zenith version changes in Chinese', () => {
  it('has exactly the ids of the engine list', () => {
    expect(
      Object.keys(VERSION_CHANGES_ZH)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(VERSION_CHANGES.map((c) => c.id).sort((a, b) => a - b));
  });

  it.each(VERSION_CHANGES.map((c) => [c.id, c] as const))('change %i: same fields, each with Chinese text', (_id, c) => {
    const zh = VERSION_CHANGES_ZH[c.id];
    expect(Object.keys(zh).sort()).toEqual(['after', 'before', 'title', ...(c.why === undefined ? [] : ['why'])].sort());
    for (const v of Object.values(zh)) expect(v).toMatch(/[\u3000-\u9fff]/);
  });

  it('changeText gives the English for English and the Chinese for Chinese', () => {
    const c = VERSION_CHANGES[0];
    expect(changeText(c, 'en').title).toBe(c.title);
    expect(changeText(c, 'zh-cn').title).toBe(VERSION_CHANGES_ZH[c.id].title);
  });
});

describe('zenith revive tasks in Chinese', () => {
  it('every engine task, and nothing else, has Chinese text', async () => {
    const { REVIVE_TASKS } = await import('~/engines/zenith');
    const { REVIVE_TASKS_ZH } = await import('~/islands/zenith/revive-tasks-zh');
    expect(Object.keys(REVIVE_TASKS_ZH).sort()).toEqual(REVIVE_TASKS.map((t) => `${t.grade}:${t.id}`).sort());
    for (const v of Object.values(REVIVE_TASKS_ZH)) expect(v).toMatch(/[\u3000-\u9fff]/);
  });
});

describe('zenith fatigue messages in Chinese', () => {
  it('every step of every engine timeline, and nothing else, has Chinese text', async () => {
    const { FATIGUE_TIMELINES } = await import('~/engines/zenith');
    const { FATIGUE_TEXT_ZH } = await import('~/islands/zenith/fatigue-text-zh');
    const keys = Object.entries(FATIGUE_TIMELINES).flatMap(([mode, steps]) => steps.map((s) => `${mode}:${s.at}`));
    expect(Object.keys(FATIGUE_TEXT_ZH).sort()).toEqual(keys.sort());
  });
});
