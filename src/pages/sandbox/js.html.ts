// The JavaScript bot sandbox frame, emitted as its own file (sandbox/js.html); see src/lib/sandbox/frame-page.ts.
import type { APIRoute } from 'astro';
import { framePage } from '~/lib/sandbox/frame-page';

export const GET: APIRoute = () => new Response(framePage('js'), { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
