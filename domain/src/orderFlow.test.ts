import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, ORDER_TYPES } from './options';
import { allowedMoves, orderMoveKind, progressSteps, type OrderMoveKind } from './orderFlow';

/** The whole table, written out by hand: [type, from, to, actor] → kind. */
const ADMIN_MOVES: Record<string, OrderMoveKind> = {
  'readymade pending confirmed': 'forward',
  'readymade confirmed ready': 'forward',
  'readymade ready shipped': 'forward',
  'readymade shipped delivered': 'forward',
  'readymade confirmed pending': 'back',
  'readymade ready confirmed': 'back',
  'readymade shipped ready': 'back',
  'readymade delivered shipped': 'back',
  'readymade pending cancelled': 'cancel',
  'readymade confirmed cancelled': 'cancel',
  'readymade ready cancelled': 'cancel',
  // Older ready-made orders may stand in stitching or approval: they can still be cancelled.
  'readymade stitching cancelled': 'cancel',
  'readymade approval cancelled': 'cancel',
};
for (const type of ['tailor', 'custom']) {
  const flow = ['pending', 'confirmed', 'stitching', 'approval', 'ready', 'shipped', 'delivered'];
  for (let i = 0; i + 1 < flow.length; i++) {
    ADMIN_MOVES[`${type} ${flow[i]} ${flow[i + 1]}`] = 'forward';
    ADMIN_MOVES[`${type} ${flow[i + 1]} ${flow[i]}`] = 'back';
  }
  for (const s of ['pending', 'confirmed', 'stitching', 'approval', 'ready']) ADMIN_MOVES[`${type} ${s} cancelled`] = 'cancel';
}
const OWNER_MOVES: Record<string, OrderMoveKind> = {
  'tailor approval ready': 'approve',
  'tailor approval stitching': 'alter',
  'custom approval ready': 'approve',
  'custom approval stitching': 'alter',
};

describe('order flows', () => {
  it('every (type, from, to) for the admin and the owner matches the table', () => {
    let checked = 0;
    for (const type of ORDER_TYPES) {
      for (const from of ORDER_STATUSES) {
        for (const to of ORDER_STATUSES) {
          const key = `${type} ${from} ${to}`;
          expect(orderMoveKind(type, from, to, 'admin'), `admin ${key}`).toBe(ADMIN_MOVES[key] ?? null);
          expect(orderMoveKind(type, from, to, 'owner'), `owner ${key}`).toBe(OWNER_MOVES[key] ?? null);
          checked++;
        }
      }
    }
    expect(checked).toBe(3 * 8 * 8);
  });

  it('ready-made orders never pass through stitching or approval', () => {
    expect(orderMoveKind('readymade', 'confirmed', 'stitching', 'admin')).toBeNull();
    expect(orderMoveKind('readymade', 'approval', 'ready', 'owner')).toBeNull();
    expect(allowedMoves('readymade', 'confirmed', 'admin')).toEqual([
      { to: 'pending', kind: 'back' },
      { to: 'ready', kind: 'forward' },
      { to: 'cancelled', kind: 'cancel' },
    ]);
  });

  it('tailor-made orders may not skip approval', () => {
    expect(orderMoveKind('tailor', 'stitching', 'ready', 'admin')).toBeNull();
    expect(orderMoveKind('tailor', 'stitching', 'approval', 'admin')).toBe('forward');
    expect(allowedMoves('tailor', 'delivered', 'admin')).toEqual([{ to: 'shipped', kind: 'back' }]);
    expect(allowedMoves('tailor', 'cancelled', 'admin')).toEqual([]);
    expect(allowedMoves('tailor', 'shipped', 'owner')).toEqual([]);
  });

  it('progress follows the order type', () => {
    expect(progressSteps('readymade', 'ready').map((s) => `${s.status}:${s.state}`)).toEqual([
      'pending:done',
      'confirmed:done',
      'ready:current',
      'shipped:todo',
      'delivered:todo',
    ]);
    expect(progressSteps('tailor', 'cancelled').every((s) => s.state === 'todo')).toBe(true);
  });
});
