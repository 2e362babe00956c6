// Pages link to each other from the site root ("[planner](/zenith/planner/)"). This adds a plugin to Astro's Markdown
// processor (Sätteri, which MDX pages go through too) that puts the configured base path in front of every such link
// and image, so the same pages work under any base path. Starlight adds its own plugins to the same processor.
import { withBase } from '../lib/base-path';

/** The URL attribute of each element a page can write from Markdown. */
export const URL_ATTRIBUTE: Record<string, string> = { a: 'href', img: 'src', source: 'src', link: 'href', area: 'href' };

interface Element {
  tagName: string;
  properties?: Record<string, unknown>;
}
interface Context {
  setProperty(node: Element, key: string, value: unknown): void;
}

/** A Sätteri hast plugin: rewrites the URL attribute of each element above when it is a site path. */
export function baseLinksPlugin(base: string) {
  return {
    name: 'stack-atlas-base-links',
    element: {
      filter: Object.keys(URL_ATTRIBUTE),
      visit(node: Element, ctx: Context) {
        const key = URL_ATTRIBUTE[node.tagName];
        const value = node.properties?.[key];
        if (typeof value === 'string' && withBase(value, base) !== value) ctx.setProperty(node, key, withBase(value, base));
      },
    },
  };
}

/** An Astro integration that adds the plugin to the configured Markdown processor (nothing to do without a base). */
export function baseLinks(base: string) {
  return {
    name: 'stack-atlas-base-links',
    hooks: {
      'astro:config:setup': ({ config }: { config: { markdown: { processor?: { name: string; options: { hastPlugins?: unknown[] } } } } }) => {
        const processor = config.markdown.processor;
        if (base === '/') return;
        if (!processor?.options.hastPlugins) throw new Error(`base-links: Markdown processor "${processor?.name}" takes no hast plugins`);
        processor.options.hastPlugins.push(baseLinksPlugin(base));
      },
    },
  };
}
