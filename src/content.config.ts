// Content collections: Starlight's docs, read from the top-level content/docs folder, and Starlight's interface
// strings added for Chinese (src/content/i18n/zh-CN.json: the search dialog's result lines, which Starlight does not
// translate itself).
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { i18nLoader } from '@astrojs/starlight/loaders';
import { docsSchema, i18nSchema } from '@astrojs/starlight/schema';

export const collections = {
  docs: defineCollection({
    loader: glob({ base: './content/docs', pattern: '**/[^_]*.{md,mdx}' }),
    schema: docsSchema(),
  }),
  i18n: defineCollection({ loader: i18nLoader(), schema: i18nSchema() }),
};
