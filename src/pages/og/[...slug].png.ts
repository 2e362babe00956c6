// Build-time link-preview images: /og/<page id>.png for every docs page, an SVG card (src/og/card.ts) rendered to PNG by sharp.
import type { APIRoute, GetStaticPaths } from 'astro';
import { getCollection } from 'astro:content';
import sharp from 'sharp';
import { filesKey, hashOf, readCache, writeCache } from '~/build/cache';
import { cardSvg } from '~/og/card';
import { REFERENCE_RULE_SETS } from '~/reference/api';

export const getStaticPaths = (async () => {
  const docs = await getCollection('docs');
  const ids = new Set(docs.map((entry) => entry.id));
  const cards = docs.map((entry) => ({ params: { slug: entry.id || 'index' }, props: { id: entry.id, title: entry.data.title } }));
  // A page not yet translated is served under /zh-cn/ with its English text (Starlight's fallback): its card has the
  // English title under the Chinese section name, at the fallback page's own path.
  const fallbacks = docs
    .filter((entry) => !entry.id.startsWith('zh-cn') && !ids.has(entry.id ? `zh-cn/${entry.id}` : 'zh-cn'))
    .map((entry) => {
      const id = entry.id ? `zh-cn/${entry.id}` : 'zh-cn';
      return { params: { slug: id }, props: { id, title: entry.data.title } };
    });
  // The API reference pages (src/pages/reference, English, with a Chinese page that links to each) are not docs entries.
  const reference = REFERENCE_RULE_SETS.flatMap((ruleSet) => [
    { params: { slug: `reference/${ruleSet}` }, props: { id: `reference/${ruleSet}`, title: `API reference: ${ruleSet}` } },
    { params: { slug: `zh-cn/reference/${ruleSet}` }, props: { id: `zh-cn/reference/${ruleSet}`, title: `引擎接口参考：${ruleSet}` } },
  ]);
  return [...cards, ...fallbacks, ...reference];
}) satisfies GetStaticPaths;

/** The PNG options; part of the cache key with the lockfile (sharp's version), so a change of either draws afresh. */
const PNG = { compressionLevel: 9 } as const;
const LOCKFILE = filesKey(process.cwd(), ['package-lock.json']);

// A card is kept between builds under the hash of its SVG (src/build/cache.ts): the base-path test's second build reads
// the same PNG bytes instead of compressing each card again (about 30 ms of CPU each at level 9).
export const GET: APIRoute = async ({ props }) => {
  const { id, title } = props as { id: string; title: string };
  const svg = cardSvg(id, title);
  const key = hashOf(svg, JSON.stringify(PNG), LOCKFILE);
  let png = readCache('og', key);
  if (!png) {
    png = await sharp(Buffer.from(svg)).png(PNG).toBuffer();
    writeCache('og', key, png);
  }
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
