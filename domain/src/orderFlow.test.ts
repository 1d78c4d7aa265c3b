import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, ORDER_TYPES, type OrderStatus } from './options';
import {
  agreedPriceSchema,
  allowedMoves,
  alterationNoteSchema,
  defaultDeliveryDate,
  deliveryFlag,
  fitPhotosSchema,
  formatOrderNumber,
  isDeliveredUnpaid,
  legacyOrderNumber,
  noticeKindOf,
  noticeMail,
  noticeText,
  orderMoveKind,
  orderNumberQuery,
  ordersCsv,
  parseOrderNumber,
  paymentCollectedSchema,
  progressSteps,
  readPaymentStatus,
  whatsappOrderText,
  type CsvOrder,
  type OrderMoveKind,
} from './orderFlow';
import { orderFromData } from './orderRecord';

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

describe('order numbers', () => {
  it('formats and parses SS-1001', () => {
    expect(formatOrderNumber(1001)).toBe('SS-1001');
    expect(formatOrderNumber(1002, 'SILK')).toBe('SILK-1002');
    expect(parseOrderNumber('SILK-1002')).toBe(1002);
    expect(parseOrderNumber('SS-1001')).toBe(1001);
    expect(parseOrderNumber('SS-0')).toBeNull();
    expect(parseOrderNumber('TS-SEED-O')).toBeNull();
    expect(parseOrderNumber('TS-123456')).toBeNull();
    expect(parseOrderNumber('SS-10O1')).toBeNull();
    expect(parseOrderNumber(1001)).toBeNull();
  });
  it('keeps a reader fallback for orders placed before numbering', () => {
    expect(legacyOrderNumber('a1b2c3d4e5')).toBe('TS-A1B2C3');
    expect(orderFromData('a1b2c3d4', {}).orderNumber).toBe('TS-A1B2C3');
    expect(orderFromData('a1b2c3d4', { orderNumber: 'SS-1002' }).orderNumber).toBe('SS-1002');
  });
  it('reads what the admin types into the search box', () => {
    expect(orderNumberQuery('1001')).toBe('SS-1001');
    expect(orderNumberQuery(' ss 1001 ')).toBe('SS-1001');
    expect(orderNumberQuery('SS-1001')).toBe('SS-1001');
    expect(orderNumberQuery('Priya')).toBeNull();
  });
});

describe('payment', () => {
  it('reads the old paid as collected', () => {
    expect(readPaymentStatus('paid')).toBe('collected');
    expect(readPaymentStatus('collected')).toBe('collected');
    expect(readPaymentStatus('refunded')).toBe('refunded');
    expect(readPaymentStatus(undefined)).toBe('pending');
    expect(orderFromData('x', { paymentStatus: 'paid' }).payment).toBe('collected');
  });
  it('flags delivered orders whose cash is not recorded', () => {
    expect(isDeliveredUnpaid({ orderStatus: 'delivered', paymentStatus: 'pending' })).toBe(true);
    expect(isDeliveredUnpaid({ orderStatus: 'delivered', paymentStatus: 'paid' })).toBe(false);
    expect(isDeliveredUnpaid({ orderStatus: 'shipped', paymentStatus: 'pending' })).toBe(false);
  });
  it('validates a collection', () => {
    expect(paymentCollectedSchema.safeParse({ collectedAmount: 150000, collectedOn: '2026-11-24' }).success).toBe(true);
    expect(paymentCollectedSchema.safeParse({ collectedAmount: 0, collectedOn: '2026-11-24' }).success).toBe(false);
    expect(paymentCollectedSchema.safeParse({ collectedAmount: 1.5, collectedOn: '2026-11-24' }).success).toBe(false);
    expect(paymentCollectedSchema.safeParse({ collectedAmount: 100, collectedOn: '24/11/2026' }).success).toBe(false);
  });
});

describe('what the admin and the customer enter', () => {
  it('agreed price: whole paise within range and a reason', () => {
    expect(agreedPriceSchema.safeParse({ agreedPrice: 250000, agreedNote: 'silk lining added on call' }).success).toBe(true);
    expect(agreedPriceSchema.safeParse({ agreedPrice: 250000, agreedNote: '  ' }).success).toBe(false);
    expect(agreedPriceSchema.safeParse({ agreedPrice: -1, agreedNote: 'x' }).success).toBe(false);
    expect(agreedPriceSchema.safeParse({ agreedPrice: 100_000_001, agreedNote: 'x' }).success).toBe(false);
    expect(agreedPriceSchema.safeParse({ agreedPrice: 10.5, agreedNote: 'x' }).success).toBe(false);
  });
  it('alteration note: 1 to 500 characters', () => {
    expect(alterationNoteSchema.safeParse('Loosen the waist by half an inch').success).toBe(true);
    expect(alterationNoteSchema.safeParse('x'.repeat(500)).success).toBe(true);
    expect(alterationNoteSchema.safeParse('x'.repeat(501)).success).toBe(false);
    expect(alterationNoteSchema.safeParse('   ').success).toBe(false);
  });
  it('fit photos: 1 to 10 image links and a note', () => {
    expect(fitPhotosSchema.safeParse({ fitPhotos: ['https://example.com/a.jpg'], fitNote: 'Front and back' }).success).toBe(true);
    expect(fitPhotosSchema.safeParse({ fitPhotos: [], fitNote: '' }).success).toBe(false);
    expect(fitPhotosSchema.safeParse({ fitPhotos: ['javascript:alert(1)'] }).success).toBe(false);
  });
});

describe('delivery dates', () => {
  const today = new Date(2026, 10, 24, 15, 30);
  it('defaults from the turnaround by category', () => {
    expect(defaultDeliveryDate('tailor', 'Blouse', today)).toBe('2026-12-04');
    expect(defaultDeliveryDate('readymade', 'Saree', today)).toBe('2026-11-28');
    expect(defaultDeliveryDate('custom', null, today)).toBe('2026-12-06');
  });
  it("uses the shop's own turnaround table when given", () => {
    const table = { tailor: { Blouse: 3, Suit: 14, Dress: 12, Lehenga: 30, Saree: 7, default: 20 }, readymade: { default: 1 } };
    expect(defaultDeliveryDate('tailor', 'Blouse', today, table)).toBe('2026-11-27');
    expect(defaultDeliveryDate('tailor', 'Kurta', today, table)).toBe('2026-12-14');
    expect(defaultDeliveryDate('readymade', 'Saree', today, table)).toBe('2026-11-25');
    expect(defaultDeliveryDate('tailor', 'toString', today, table)).toBe('2026-12-14');
  });
  it('flags orders due within three days or overdue', () => {
    const flag = (deliveryDate: string | null, orderStatus = 'stitching') => deliveryFlag({ deliveryDate, orderStatus }, today);
    expect(flag('2026-11-23')).toBe('overdue');
    expect(flag('2026-11-24')).toBe('due-soon');
    expect(flag('2026-11-27')).toBe('due-soon');
    expect(flag('2026-11-28')).toBeNull();
    expect(flag('2026-11-20', 'delivered')).toBeNull();
    expect(flag(null)).toBeNull();
  });
});

describe('notices', () => {
  const order = { orderNumber: 'SS-1001', customerName: 'Priya', agreedPrice: 250000, agreedNote: 'silk lining', deliveryDate: '2026-12-04', cancelReason: '', fitNote: '' };
  it('names the changes the customer hears about, not their own moves or corrections', () => {
    expect(noticeKindOf({ status: 'confirmed', by: 'admin' }, 'u1')).toBe('confirmed');
    expect(noticeKindOf({ status: 'approval', event: 'approval', by: 'admin' }, 'u1')).toBe('approval');
    expect(noticeKindOf({ status: 'stitching', by: 'admin' }, 'u1')).toBeNull();
    expect(noticeKindOf({ status: 'ready', event: 'approve', by: 'u1' }, 'u1')).toBeNull();
    expect(noticeKindOf({ status: 'confirmed', event: 'back', by: 'admin' }, 'u1')).toBeNull();
    expect(noticeKindOf({ status: 'stitching', event: 'price', by: 'admin' }, 'u1')).toBe('price');
    expect(noticeKindOf({ status: 'delivered', event: 'payment', by: 'admin' }, 'u1')).toBeNull();
    expect(noticeKindOf({ status: 'cancelled', event: 'cancel', by: 'admin' }, 'u1')).toBe('cancelled');
  });
  it('writes texts naming the order number', () => {
    expect(noticeText('price', order).body).toContain('₹2,500');
    expect(noticeText('confirmed', order).body).toContain('4 December 2026');
    const mail = noticeMail('shipped', { ...order, customerName: '<b>Priya</b>' }, 'https://silaistudio.in/orders/o1');
    expect(mail.subject).toContain('SS-1001');
    expect(mail.html).toContain('&lt;b&gt;Priya');
    expect(mail.text).toContain('https://silaistudio.in/orders/o1');
  });
  it('prefills a WhatsApp text with the number and state', () => {
    expect(whatsappOrderText({ orderNumber: 'SS-1001', orderStatus: 'approval', customer: { name: 'Priya' } })).toBe(
      'Hello Priya, this is Silai Studio about your order SS-1001: it is now awaiting your approval.',
    );
  });
});

describe('accountant CSV', () => {
  it('has the columns and escapes commas, quotes and formulas', () => {
    const row: CsvOrder = {
      orderNumber: 'SS-1001',
      createdAt: new Date(2026, 10, 2),
      customer: { name: 'Sharma, "Priya"', phone: '9820012345', address: { city: '=HYPERLINK()' } },
      lines: [
        { productName: 'Silk Blouse', productId: 'p1', quantity: 2 },
        { productName: '', productId: 'p2', quantity: 1 },
      ],
      totalPrice: 180000,
      agreedPrice: 200000,
      collectedAmount: 200000,
      orderStatus: 'delivered' as OrderStatus,
      paymentStatus: 'collected',
    };
    const csv = ordersCsv([row]);
    const [header, line] = csv.split('\r\n');
    expect(header).toBe('Order number,Date,Customer,Phone,City,Lines,Computed total (₹),Agreed amount (₹),Collected (₹),Status,Payment');
    expect(line).toBe('SS-1001,2026-11-02,"Sharma, ""Priya""",9820012345,\'=HYPERLINK(),Silk Blouse x 2; p2 x 1,1800.00,2000.00,2000.00,Delivered,Cash collected');
  });
});
