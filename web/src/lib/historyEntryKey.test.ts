import { describe, expect, it } from 'vitest';
import { keyHistoryEntry } from './historyEntryKey';

function fakeHistory(state: unknown) {
  const h = {
    state,
    replaceState(data: unknown) {
      h.state = data;
    },
  };
  return h;
}

describe('keyHistoryEntry', () => {
  it('gives an entry opened by a full page load (no state) a key of its own', () => {
    const h = fakeHistory(null);
    expect(keyHistoryEntry(h, () => 'k1')).toBe('k1');
    expect(h.state).toEqual({ usr: null, key: 'k1' });
    // Two such pages in one tab no longer share the router's "default" key.
    expect(keyHistoryEntry(fakeHistory(null), () => 'k2')).toBe('k2');
  });

  it("keeps the key of an entry the router made, or one keyed before (Back, reload), and the router's fields", () => {
    const h = fakeHistory({ usr: { from: '/x' }, key: 'abc', idx: 3 });
    expect(keyHistoryEntry(h, () => 'new')).toBe('abc');
    expect(h.state).toEqual({ usr: { from: '/x' }, key: 'abc', idx: 3 });
  });

  it('replaces the shared "default" key, keeping the rest of the state', () => {
    const h = fakeHistory({ usr: null, key: 'default', idx: 0 });
    expect(keyHistoryEntry(h, () => 'k3')).toBe('k3');
    expect(h.state).toEqual({ usr: null, key: 'k3', idx: 0 });
  });
});
