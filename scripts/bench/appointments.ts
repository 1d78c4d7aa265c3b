/**
 * The last places of a slot under a rush: 20 customers book the same slot
 * (capacity 2) at once through POST /api/v1/appointments. Expect exactly 2
 * bookings (201), 18 clear refusals (409, "This slot is full…") and no 5xx;
 * the slot's counter and the stored appointments must agree.
 *
 * Starts the Auth, Firestore and Functions emulators unless they are running.
 * It adds a bench slot (06:45 every day, capacity 2) to settings/shop for the
 * run and puts the owner's appointment settings back afterwards.
 *   npm run bench:appointments
 *   npm run bench:appointments -- --customers 30
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FieldValue } from 'firebase-admin/firestore';
import { addShopDays, readShopSettings, shopDay, slotId, WEEKDAYS, SHOP_SETTINGS_PATH } from '@tailor/domain';
import { ROOT } from '../lib/emulator-stack';
import { benchUser, callApi, db, waitForApi } from './lib/shop.ts';
import { runBench } from './lib/run.ts';
import { ensureStack } from './lib/stack.ts';

const RESULTS_DIR = join(ROOT, 'bench-results');
const TIME = '06:45';
const CAPACITY = 2;
const log = (line: string) => console.log(`[bench] ${line}`);

function customersArg(): number {
  const i = process.argv.indexOf('--customers');
  const n = i >= 0 ? Number(process.argv[i + 1]) : 20;
  if (!(Number.isInteger(n) && n > CAPACITY && n <= 200)) throw new Error('--customers: a whole number from 3 to 200');
  return n;
}

async function main(): Promise<number> {
  const customers = customersArg();
  mkdirSync(RESULTS_DIR, { recursive: true });
  const stack = await ensureStack(join(RESULTS_DIR, 'emulators-appointments.log'), log);
  const settingsRef = db().doc(SHOP_SETTINGS_PATH);
  const stored = await settingsRef.get();
  const owners = stored.exists ? stored.get('appointments') : undefined;
  try {
    await waitForApi(120_000);
    const day = addShopDays(shopDay(Date.now()), 7);
    const base = readShopSettings(stored.data()).appointments;
    await settingsRef.set(
      { appointments: { ...base, capacity: CAPACITY, visitKinds: ['measurement-shop', 'measurement-home', 'trial'], closedDates: base.closedDates.filter((d) => d !== day), weeklySlots: [...new Set([...base.weeklySlots, ...WEEKDAYS.map((d) => `${d} ${TIME}`)])] } },
      { merge: true },
    );
    // A rerun starts from an empty slot.
    const earlier = await db().collection('appointments').where('slotId', '==', slotId(day, TIME)).get();
    await Promise.all([...earlier.docs.map((d) => d.ref.delete()), db().doc(`appointmentSlots/${slotId(day, TIME)}`).delete()]);
    // The functions read settings/shop through a short cache on the emulator stack.
    await new Promise((r) => setTimeout(r, 2_000));

    const users = await Promise.all(Array.from({ length: customers }, (_, i) => benchUser(`bench-appt-${i}`)));
    // The emulator starts a worker per concurrent request: bring them up before the rush (as bench:load does).
    await Promise.all(users.map((u) => callApi('GET', '/appointments/slots?days=1', u.idToken)));
    await Promise.all(users.map((u) => callApi('GET', '/appointments/slots?days=1', u.idToken)));
    log(`${customers} customers book ${day} ${TIME} (capacity ${CAPACITY}) at once`);
    const started = Date.now();
    const answers = await Promise.all(
      users.map(async (u) => {
        const t = Date.now();
        const res = await callApi<{ message?: string }>('POST', '/appointments', u.idToken, { kind: 'measurement-shop', day, time: TIME });
        return { status: res.status, message: typeof res.body === 'object' ? res.body.message ?? '' : String(res.body), ms: Date.now() - t };
      }),
    );
    const wallMs = Date.now() - started;
    const byStatus: Record<string, number> = {};
    for (const a of answers) byStatus[a.status] = (byStatus[a.status] ?? 0) + 1;
    const refusals = answers.filter((a) => a.status === 409);
    const counter = (await db().doc(`appointmentSlots/${slotId(day, TIME)}`).get()).get('taken') ?? 0;
    const storedCount = (await db().collection('appointments').where('slotId', '==', slotId(day, TIME)).get()).size;
    const ms = answers.map((a) => a.ms).sort((x, y) => x - y);
    const result = {
      customers,
      capacity: CAPACITY,
      slot: `${day} ${TIME}`,
      byStatus,
      refusalMessages: [...new Set(refusals.map((r) => r.message))],
      counter,
      storedAppointments: storedCount,
      wallMs,
      medianMs: ms[Math.floor(ms.length / 2)],
      maxMs: ms[ms.length - 1],
    };
    writeFileSync(join(RESULTS_DIR, 'appointments.json'), JSON.stringify(result, null, 2));
    log(JSON.stringify(result));
    const ok = byStatus[201] === CAPACITY && refusals.length === customers - CAPACITY && counter === CAPACITY && storedCount === CAPACITY && !answers.some((a) => a.status >= 500);
    log(ok ? 'PASS: exactly the capacity booked, every other request a clear 409, no 5xx' : 'FAIL');
    return ok ? 0 : 1;
  } finally {
    // The owner's settings as they were (none: the field goes again).
    await settingsRef.update({ appointments: owners === undefined ? FieldValue.delete() : owners }).catch(() => undefined);
    await stack.stop();
  }
}

runBench(main);
