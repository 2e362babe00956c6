// Type declarations Astro provides for the client: CSS imports, astro:content and friends.
/// <reference types="astro/client" />
