// Reads a byte stream to its end as one array: the sandbox reads Pyodide's files with it (telling the page how much has
// come, for the progress line), and bot links unpack a link's code with it under a size cap.

/**
 * The stream's bytes, in order. `count` hears each chunk's size as it arrives; once more than `max` bytes have come,
 * the rest is cancelled and the answer is null.
 */
export async function readStream(
  stream: ReadableStream<Uint8Array>,
  { max = Infinity, count }: { max?: number; count?: (n: number) => void } = {},
): Promise<Uint8Array | null> {
  const reader = stream.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    parts.push(value);
    count?.(value.length);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
