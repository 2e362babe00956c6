// Citations: every source a table or note records is cited by a short name that links to a full entry.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { citation, citeInText, SOURCE_DOCUMENTS } from '~/lib/citations';
import { CONTRADICTIONS, SOURCE_TABLES } from '~/verification/registry';

describe('citations', () => {
  it('cite every printed table by a known source document', () => {
    for (const spec of SOURCE_TABLES) expect(() => citation(spec.source.file), spec.id).not.toThrow();
  });

  it('replace a recorded file name in a note with the short name and a link, keeping the section', () => {
    const t = citeInText('004_ec98a6b5fccdea83.txt, 8.1 against 10.3-10.4');
    expect(t.cite).toEqual({ short: 'the sand-block design document, v4.1', href: '/about/sources/#sand-design-document' });
    expect(t.after).toBe(', 8.1 against 10.3-10.4');
    expect(citeInText('no file here')).toEqual({ before: 'no file here', after: '' });
  });

  it('leave no seed file name in any contradiction once cited', () => {
    for (const c of CONTRADICTIONS) {
      const t = citeInText(c.source);
      expect(`${t.before}${t.after}`, c.id).not.toMatch(/\d{3}_[0-9a-f]{16}/);
    }
  });

  it('have one full entry per document on the Sources page', () => {
    const page = readFileSync('content/docs/about/sources.mdx', 'utf8');
    for (const c of Object.values(SOURCE_DOCUMENTS)) expect(page).toContain(`<FullCitation anchor="${c.anchor}" />`);
  });
});
