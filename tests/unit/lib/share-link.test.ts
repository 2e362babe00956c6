// Share links carry the figure's anchor.
import { describe, expect, it } from 'vitest';
import { withFigureAnchor } from '~/lib/share-link';

describe('withFigureAnchor', () => {
  it('sets the fragment to the figure id and keeps the query', () => {
    expect(withFigureAnchor('https://x.test/zenith/climb/?csApm=90', 'climb-simulator')).toBe('https://x.test/zenith/climb/?csApm=90#climb-simulator');
    expect(withFigureAnchor('https://x.test/a/?q=1#old', 'favor')).toBe('https://x.test/a/?q=1#favor');
  });
  it('leaves the link alone when the figure has no id', () => {
    expect(withFigureAnchor('https://x.test/a/?q=1#old', undefined)).toBe('https://x.test/a/?q=1#old');
  });
});
