// Astro configuration: Starlight docs theme, Preact islands, one sidebar group per rule set.
// Two languages: English at the root, Simplified Chinese under /zh-cn/ (content/docs/zh-cn/, same paths as English).
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import preact from '@astrojs/preact';
import { fileURLToPath } from 'node:url';

/** A sidebar group: its English label, its Chinese label, and the folder it lists (zh-cn/<folder> on Chinese pages). */
const group = (label, zh, directory) => ({ label, translations: { 'zh-CN': zh }, items: [{ autogenerate: { directory } }] });

export default defineConfig({
  site: 'https://stack-atlas.example',
  integrations: [
    starlight({
      title: 'Stack Atlas',
      description: 'Every rule of five block-stacking rule sets, explained, with the real engines running in the page.',
      customCss: ['./src/styles/site.css'],
      defaultLocale: 'root',
      locales: {
        root: { label: 'English', lang: 'en' },
        'zh-cn': { label: '简体中文', lang: 'zh-CN' },
      },
      // Code blocks (Expressive Code) take their language from the file's path, which Starlight looks for under
      // src/content/docs; our pages live in content/docs, so the Chinese ones are named here (copy button in Chinese).
      expressiveCode: { getBlockLocale: ({ file }) => (/[\\/]content[\\/]docs[\\/]zh-cn[\\/]/.test(file.path) ? 'zh-CN' : 'en') },
      // Link previews: each page's og:image (made at build time by src/pages/og/[...slug].png.ts).
      routeMiddleware: './src/og/route-middleware.ts',
      // Search: Pagefind splits a Chinese query into words (消列 → 消 + 列), so by default a page that repeats the single
      // characters outranks the page about the word. Weighting how often a term repeats low (and glossary terms high,
      // see Glossary.astro) puts each section's own page first for its terms (tests/e2e/zh-search.e2e.ts).
      pagefind: { ranking: { termFrequency: 0.2 } },
      sidebar: [
        group('Zenith Tower (TETR.IO Quick Play 2)', '天顶之塔（TETR.IO 快速游戏 2）', 'zenith'),
        group('TGM3 Terror-Instinct', 'TGM3 Terror-Instinct', 'tgm3'),
        group('Sand blocks', '流沙方块', 'sand'),
        group('Block War (方块大战)', '方块大战', 'block-war'),
        group('Lost Space (失落深空)', '失落深空', 'lost-space'),
        group('About & verification', '关于与核对', 'about'),
      ],
    }),
    preact(),
  ],
  vite: {
    resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  },
});
