// The arena accepts from a bot only an action index a game link can carry: the largest accepted index encodes into a
// link and decodes back; one more is refused by the sandbox's reply check, as any other bad answer is.
import { describe, expect, it } from 'vitest';
import { LINK_CHOICES, decodePicks, encodePicks } from '~/engines/lost-space';
import { acceptReply } from '~/lib/sandbox/host';
import { INDEX_SCHEMA } from '~/islands/lost-space/arena-model';

const reply = (value: unknown) => acceptReply({ run: 1, seq: 1, kind: 'value', value }, 1, 1, INDEX_SCHEMA);

describe("the arena's answer check and its link", () => {
  it('accepts 0 to the last index a link can carry, and refuses the next', () => {
    expect(reply(0)).toEqual({ kind: 'value', value: 0 });
    expect(reply(LINK_CHOICES - 1)).toEqual({ kind: 'value', value: LINK_CHOICES - 1 });
    expect(reply(LINK_CHOICES)?.kind).toBe('invalid');
    expect(reply(-1)?.kind).toBe('invalid');
  });
  it('the largest accepted index goes into a link and comes back', () => {
    const picks = [0, LINK_CHOICES - 1, 3];
    const text = encodePicks(100, picks);
    expect(decodePicks(text)).toMatchObject({ picks });
  });
});
