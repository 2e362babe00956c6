// The English pages whose Chinese twins are not written yet (paths under content/docs, without the extension). The
// parity test (parity.test.ts) skips them and fails when one of them gets its twin, so this list only ever shrinks:
// remove a page here when its Chinese page lands. The no-English scan of the browser sweep (tests/e2e/zh-english-scan.ts) skips
// the Starlight fallback pages of the same list. Do not add pages: a new English page comes with its Chinese twin.
export const PENDING: readonly string[] = [];

/** How many pages were pending when the list was made; the list may never be longer. */
export const PENDING_AT_START = 47;
