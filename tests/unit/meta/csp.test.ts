// The site's Content-Security-Policy (src/deploy/csp.ts): hashes, what a page's inline code is, the policy's
// directives, where the meta tag goes, and the `_headers` file.
import { describe, expect, it } from 'vitest';
import { hashSource, headersFile, inlineCode, ownPolicy, sitePolicy, withMetaPolicy } from '~/deploy/csp';
import { urlPathOf } from '~/deploy/csp-integration';

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find((d) => d[0] === name)
    ?.slice(1);

describe('hashSource', () => {
  it('is the base64 SHA-256 of the UTF-8 text (FIPS 180-2 test vector "abc", and the empty text)', () => {
    // SHA-256("abc") = ba7816bf…f20015ad; SHA-256("") = e3b0c442…7852b855; written here in base64.
    expect(hashSource('abc')).toBe("'sha256-ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0='");
    expect(hashSource('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });
});

describe('inlineCode', () => {
  it('takes inline scripts (classic and module) and style elements, not scripts with src', () => {
    const html =
      '<head><script>a()</script><script type="module">b()</script><script src="/x.js"></script>' +
      '<script type="module" src="/y.js"></script><style>p{}</style></head><body><style media="print">\nq{}</style></body>';
    expect(inlineCode(html)).toEqual({ scripts: ['a()', 'b()'], styles: ['p{}', '\nq{}'] });
  });
});

describe('sitePolicy', () => {
  const policy = sitePolicy({ scripts: ['abc', 'abc'], styles: [''] });
  it('allows the site and the hashed inline code, once each, and no inline code without a hash', () => {
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", "'sha256-ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0='"]);
    expect(directive(policy, 'style-src')).toEqual(["'self'", "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"]);
  });
  it('closes plugins and <base>, and starts from nothing', () => {
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'none'"]);
    expect(directive(policy, 'default-src')).toEqual(["'none'"]);
  });
  it('lets the page start blob: workers and frame the site, and names no other host', () => {
    expect(directive(policy, 'worker-src')).toEqual(["'self'", 'blob:']);
    expect(directive(policy, 'frame-src')).toEqual(["'self'"]);
    expect(policy).not.toMatch(/https?:|\*/);
  });
  it('puts frame-ancestors only in the header form (a meta policy cannot carry it)', () => {
    expect(directive(policy, 'frame-ancestors')).toBeUndefined();
    expect(directive(sitePolicy({ scripts: [], styles: [] }, { header: true }), 'frame-ancestors')).toEqual(["'self'"]);
  });
});

describe('withMetaPolicy and ownPolicy', () => {
  it('puts the tag right after <meta charset>, before any script', () => {
    const html = '<!DOCTYPE html><html><head><meta charset="utf-8"/><script>a()</script></head></html>';
    const out = withMetaPolicy(html, "script-src 'self'");
    expect(out).toBe(
      '<!DOCTYPE html><html><head><meta charset="utf-8"/><meta http-equiv="content-security-policy" content="script-src \'self\'"><script>a()</script></head></html>',
    );
    expect(ownPolicy(out)).toBe("script-src 'self'");
  });
  it('puts it first in <head> when there is no charset', () => {
    expect(withMetaPolicy('<html><head lang="x"><title>t</title></head></html>', 'a')).toBe(
      '<html><head lang="x"><meta http-equiv="content-security-policy" content="a"><title>t</title></head></html>',
    );
  });
  it('reads a policy a page carries itself, in any case and quoting', () => {
    expect(ownPolicy(`<meta http-equiv='Content-Security-Policy' content="default-src &#39;none&#39;">`)).toBe("default-src 'none'");
    expect(ownPolicy('<meta name="description" content="x">')).toBeNull();
  });
});

describe('urlPathOf', () => {
  it('maps built files to the URL paths that reach them', () => {
    expect(urlPathOf('index.html', '/b/')).toBe('/b/');
    expect(urlPathOf('zenith/climb/index.html', '/b/')).toBe('/b/zenith/climb/');
    expect(urlPathOf('404.html', '/')).toBe('/404.html');
  });
});

describe('headersFile', () => {
  const rules = (text: string) => Object.fromEntries([...text.matchAll(/^(\S+)\n {2}Content-Security-Policy: (.*)$/gm)].map((m) => [m[1], m[2]]));
  it('covers a folder with one splat, and lists root pages and the folder of a page with its own policy one by one', () => {
    const file = headersFile(
      '/b/',
      [
        { path: '/b/', own: null },
        { path: '/b/404.html', own: null },
        { path: '/b/zenith/', own: null },
        { path: '/b/zenith/climb/', own: null },
        { path: '/b/block-war/arena/', own: null },
        { path: '/b/block-war/sandbox/', own: "default-src 'none'" },
      ],
      'SITE',
    );
    expect(rules(file)).toEqual({
      '/b/': 'SITE',
      '/b/index.html': 'SITE',
      '/b/404.html': 'SITE',
      '/b/zenith/': 'SITE',
      '/b/zenith/*': 'SITE',
      '/b/block-war/arena/': 'SITE',
      '/b/block-war/arena/index.html': 'SITE',
      '/b/block-war/sandbox/': "default-src 'none'; frame-ancestors 'self'",
      '/b/block-war/sandbox/index.html': "default-src 'none'; frame-ancestors 'self'",
    });
  });
});
