import { describe, expect, it } from 'vitest';
import { deliveredAtChange } from './statsOrderFields';

const ts = (ms: number) => ({ toMillis: () => ms });

describe('deliveredAtChange', () => {
  it('takes the time of the delivered history entry', () => {
    const at = ts(2000);
    const data = {
      orderStatus: 'delivered',
      statusHistory: [
        { status: 'pending', at: ts(1) },
        { status: 'delivered', at },
      ],
      updatedAt: ts(3000),
    };
    expect(deliveredAtChange(data, 'now')).toEqual({ set: at });
  });

  it('falls back to updatedAt, then to now', () => {
    const updatedAt = ts(5);
    expect(deliveredAtChange({ orderStatus: 'delivered', updatedAt }, 'now')).toEqual({ set: updatedAt });
    expect(deliveredAtChange({ orderStatus: 'delivered' }, 'now')).toEqual({ set: 'now' });
  });

  it('does nothing once recorded or for orders not delivered, and clears a stray value', () => {
    expect(deliveredAtChange({ orderStatus: 'delivered', deliveredAt: ts(1) }, 'now')).toBeNull();
    expect(deliveredAtChange({ orderStatus: 'pending' }, 'now')).toBeNull();
    expect(deliveredAtChange({ orderStatus: 'cancelled', deliveredAt: ts(1) }, 'now')).toEqual({ clear: true });
  });
});
