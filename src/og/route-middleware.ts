// Starlight route middleware: adds the link-preview image of each page (og:image with its size and alt text, and
// twitter:image) to the head. Starlight itself writes og:title, og:description and twitter:card (summary_large_image).
import { defineRouteMiddleware } from '@astrojs/starlight/route-data';
import { CARD_HEIGHT, CARD_WIDTH, cardPath } from './card';
import { withBase } from '../lib/base-path';

export const onRequest = defineRouteMiddleware((context) => {
  const route = context.locals.starlightRoute;
  // The route's own id (its slug): a Chinese page still showing the English text (Starlight's fallback) gets its own
  // card under /og/zh-cn/ rather than sharing the English page's.
  const image = new URL(withBase(cardPath(route.id)), context.site ?? context.url).href;
  const alt = `${route.entry.data.title}: Stack Atlas`;
  route.head.push(
    { tag: 'meta', attrs: { property: 'og:image', content: image } },
    { tag: 'meta', attrs: { property: 'og:image:width', content: String(CARD_WIDTH) } },
    { tag: 'meta', attrs: { property: 'og:image:height', content: String(CARD_HEIGHT) } },
    { tag: 'meta', attrs: { property: 'og:image:alt', content: alt } },
    { tag: 'meta', attrs: { name: 'twitter:image', content: image } },
  );
});
