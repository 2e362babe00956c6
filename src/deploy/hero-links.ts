// Starlight route middleware: the hero buttons of the home and 404 pages take their links from the front matter,
// written from the site root; this puts the configured base path in front of them. The entry is shared between
// pages (a Chinese page without its own text shows the English entry), so it is copied, never changed in place.
import { defineRouteMiddleware } from '@astrojs/starlight/route-data';
import { withBase } from '../lib/base-path';

export const onRequest = defineRouteMiddleware((context) => {
  const route = context.locals.starlightRoute;
  const hero = route.entry.data.hero;
  if (!hero?.actions?.length) return;
  const actions = hero.actions.map((action) => ({ ...action, link: withBase(action.link) }));
  route.entry = { ...route.entry, data: { ...route.entry.data, hero: { ...hero, actions } } };
});
