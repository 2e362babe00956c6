// Content collections: Starlight's docs, read from the top-level content/docs folder.
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { docsSchema } from '@astrojs/starlight/schema';

export const collections = {
  docs: defineCollection({
    loader: glob({ base: './content/docs', pattern: '**/[^_]*.{md,mdx}' }),
    schema: docsSchema(),
  }),
};
