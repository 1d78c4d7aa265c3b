import { describe, expect, it } from 'vitest';
import {
  PENDING_ADD_DONE_KEY,
  PENDING_ADD_KEY,
  PENDING_ADD_TTL_MS,
  hasPendingAdd,
  parsePendingAdd,
  savePendingAdd,
  serialisePendingAdd,
  takePendingAdd,
  type PendingAdd,
} from './pendingAdd';

class MemoryStore {
  map = new Map<string, string>();
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

const NOW = 1_700_000_000_000;
const action: PendingAdd = { id: 'a1', productId: 'p1', productName: 'Zari Blouse', type: 'readymade', size: 'M', from: '/product/p1', at: NOW };

describe('pending add: serialise and expiry', () => {
  it('round trips', () => {
    expect(parsePendingAdd(serialisePendingAdd(action), NOW + 1000)).toEqual(action);
    expect(parsePendingAdd(serialisePendingAdd({ ...action, type: 'tailor', size: null }), NOW)).toMatchObject({ type: 'tailor', size: null });
  });
  it('expires after ten minutes, and refuses what it cannot trust', () => {
    expect(parsePendingAdd(serialisePendingAdd(action), NOW + PENDING_ADD_TTL_MS)).not.toBeNull();
    expect(parsePendingAdd(serialisePendingAdd(action), NOW + PENDING_ADD_TTL_MS + 1)).toBeNull();
    expect(parsePendingAdd(serialisePendingAdd(action), NOW - 5 * 60_000)).toBeNull();
    for (const raw of [null, '', '{', 'null', '[]', JSON.stringify({ ...action, type: 'custom' }), JSON.stringify({ ...action, size: 'XXXL' }), JSON.stringify({ ...action, at: 'now' })]) {
      expect(parsePendingAdd(raw, NOW)).toBeNull();
    }
  });
});

describe('pending add: carried out once', () => {
  it('is taken on the page it was tapped on, once', () => {
    const session = new MemoryStore();
    const local = new MemoryStore();
    savePendingAdd(session, action);
    expect(hasPendingAdd(session)).toBe(true);
    // Elsewhere it waits.
    expect(takePendingAdd(session, local, '/gallery', NOW + 1000)).toBeNull();
    expect(hasPendingAdd(session)).toBe(true);
    expect(takePendingAdd(session, local, '/product/p1', NOW + 2000)).toEqual(action);
    expect(hasPendingAdd(session)).toBe(false);
    expect(takePendingAdd(session, local, '/product/p1', NOW + 3000)).toBeNull();
  });
  it('a second tab with a copy of the session does not repeat it', () => {
    const local = new MemoryStore();
    const tab1 = new MemoryStore();
    const tab2 = new MemoryStore();
    savePendingAdd(tab1, action);
    tab2.setItem(PENDING_ADD_KEY, tab1.getItem(PENDING_ADD_KEY)!);
    expect(takePendingAdd(tab1, local, '/product/p1', NOW)).toEqual(action);
    expect(takePendingAdd(tab2, local, '/product/p1', NOW + 10)).toBeNull();
    expect(hasPendingAdd(tab2)).toBe(false);
  });
  it('an expired action is dropped, and old done-marks are pruned', () => {
    const session = new MemoryStore();
    const local = new MemoryStore();
    local.setItem(PENDING_ADD_DONE_KEY, JSON.stringify({ old: NOW - PENDING_ADD_TTL_MS - 1 }));
    savePendingAdd(session, action);
    expect(takePendingAdd(session, local, '/product/p1', NOW + PENDING_ADD_TTL_MS + 1)).toBeNull();
    expect(hasPendingAdd(session)).toBe(false);
    savePendingAdd(session, { ...action, id: 'a2' });
    takePendingAdd(session, local, '/product/p1', NOW);
    expect(Object.keys(JSON.parse(local.getItem(PENDING_ADD_DONE_KEY)!))).toEqual(['a2']);
  });
  it('a storage that throws only means the add is not resumed', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => undefined,
    };
    expect(() => savePendingAdd(broken, action)).not.toThrow();
    expect(hasPendingAdd(broken)).toBe(false);
    expect(takePendingAdd(broken, broken, '/product/p1', NOW)).toBeNull();
  });
});
