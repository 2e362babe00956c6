// Astro configuration: Starlight docs theme, Preact islands, one sidebar group per rule set.
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import preact from '@astrojs/preact';
import { fileURLToPath } from 'node:url';

const group = (label, directory) => ({ label, items: [{ autogenerate: { directory } }] });

export default defineConfig({
  site: 'https://stack-atlas.example',
  integrations: [
    starlight({
      title: 'Stack Atlas',
      description: 'Every rule of five block-stacking rule sets, explained, with the real engines running in the page.',
      customCss: ['./src/styles/site.css'],
      // Link previews: each page's og:image (made at build time by src/pages/og/[...slug].png.ts).
      routeMiddleware: './src/og/route-middleware.ts',
      sidebar: [
        group('Zenith Tower (TETR.IO Quick Play 2)', 'zenith'),
        group('TGM3 Terror-Instinct', 'tgm3'),
        group('Sand blocks', 'sand'),
        group('Block War (方块大战)', 'block-war'),
        group('Lost Space (失落深空)', 'lost-space'),
        group('About & verification', 'about'),
      ],
    }),
    preact(),
  ],
  vite: {
    resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  },
});
