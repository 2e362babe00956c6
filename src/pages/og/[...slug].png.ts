// Build-time link-preview images: /og/<page id>.png for every docs page, an SVG card (src/og/card.ts) rendered to PNG by sharp.
import type { APIRoute, GetStaticPaths } from 'astro';
import { getCollection } from 'astro:content';
import sharp from 'sharp';
import { cardSvg } from '~/og/card';

export const getStaticPaths = (async () => {
  const docs = await getCollection('docs');
  return docs.map((entry) => ({ params: { slug: entry.id || 'index' }, props: { id: entry.id, title: entry.data.title } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const { id, title } = props as { id: string; title: string };
  const png = await sharp(Buffer.from(cardSvg(id, title)))
    .png({ compressionLevel: 9 })
    .toBuffer();
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
