// The Python bot sandbox frame, emitted as its own file (sandbox/python.html); see src/lib/sandbox/frame-page.ts and
// src/lib/sandbox/python-program.ts.
import type { APIRoute } from 'astro';
import { framePage } from '~/lib/sandbox/frame-page';

export const GET: APIRoute = () => new Response(framePage('python'), { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
