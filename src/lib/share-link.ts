// Share links: a calculator's link names its figure in the fragment, so a pasted link opens at that figure.

/** `url` with its fragment set to `#id` (kept as it was when there is no id). */
export function withFigureAnchor(url: string, id: string | null | undefined): string {
  if (!id) return url;
  const u = new URL(url);
  u.hash = id;
  return u.toString();
}

/** The id of the figure an element belongs to: the first element with an id at the top of its island. */
export function figureIdOf(el: Element | null): string | undefined {
  const island = el?.closest('astro-island');
  const root = island?.querySelector('[id]');
  return root?.id || undefined;
}
