/**
 * The workshop: tailors, their job cards and the week's work.
 *
 * A tailor never reads an order. Trusted code (the jobs trigger) keeps a
 * projection `jobs/{orderId}_{lineNo}` per made-to-measure line of a
 * confirmed (or later) order, holding only what the cutting table needs:
 * no price, phone, address, payment or customer contact. The admin assigns a
 * tailor per order in `tailorAssignments/{orderId}`; the tailor moves the
 * job's `stage`, which the trigger never resets.
 */
import { z } from 'zod';
import { shopDay, shopDayStart, shopWeek } from './dashboardStats';
import { MEASUREMENT_FIELDS, measurementCategoryKey, type MeasurementCategory } from './measurements';
import { orderFromData, type OrderRecord } from './orderRecord';
import { timestampToMillis } from './sort';

export const JOB_STAGES = ['cutting', 'stitching', 'finishing', 'done'] as const;
export type JobStage = (typeof JOB_STAGES)[number];

export const JOB_STAGE_LABELS: Readonly<Record<JobStage, string>> = {
  cutting: 'Cutting',
  stitching: 'Stitching',
  finishing: 'Finishing',
  done: 'Done',
};

export { STAFF_ROLES, type StaffRole } from './staffRoles';

/** Order states whose made-to-measure lines are workshop jobs: confirmed and on, never pending or cancelled. */
export const JOB_ORDER_STATUSES = ['confirmed', 'stitching', 'approval', 'ready', 'shipped', 'delivered'] as const;
/** Order states whose jobs are still open work (the load per tailor, the overdue list). */
export const OPEN_JOB_ORDER_STATUSES = ['confirmed', 'stitching', 'approval'] as const;

export const JOB_STAGE_MESSAGE = 'Choose cutting, stitching, finishing or done';
export const jobStageSchema = z.enum(JOB_STAGES, { error: JOB_STAGE_MESSAGE });

/** What a tailor (or the admin) writes to move a job. */
export const jobStageMoveSchema = z.strictObject({ stage: jobStageSchema });

const UID_REGEX = /^[A-Za-z0-9_-]{1,128}$/;

/** The admin's assignment of a tailor to an order (`tailorAssignments/{orderId}`). */
export const tailorAssignmentSchema = z.strictObject({
  tailorUid: z.string().regex(UID_REGEX, { message: 'Choose a tailor' }),
  tailorName: z.string().trim().min(1, { message: 'Choose a tailor' }).max(80),
});
export type TailorAssignment = z.output<typeof tailorAssignmentSchema>;

export interface JobMeasurement {
  key: string;
  label: string;
  value: number;
  unit: 'in';
}

/** The stored job document (without the trigger's timestamps). */
export interface JobFields {
  orderId: string;
  orderNumber: string;
  /** 1-based line number within the order; `lineCount` lines in all. */
  lineNo: number;
  lineCount: number;
  productId: string | null;
  designName: string;
  designPicture: string | null;
  /** The option ordered, as the shop names it. */
  option: string;
  /** Ready-made size, or null for made to measure. */
  size: string | null;
  quantity: number;
  measurementCategory: MeasurementCategory | null;
  measurements: JobMeasurement[];
  notes: string;
  clothPics: string[];
  dueDate: string | null;
  /** The shop day the order was confirmed: "a day's new work". */
  confirmedDay: string | null;
  orderStatus: string;
  tailorUid: string | null;
  tailorName: string;
}

export interface JobRecord extends JobFields {
  id: string;
  stage: JobStage;
  stageUpdatedAt: Date | null;
}

export function jobId(orderId: string, lineNo: number): string {
  return `${orderId}_${lineNo}`;
}

export function isJobStage(v: unknown): v is JobStage {
  return (JOB_STAGES as readonly unknown[]).includes(v);
}

const OPTION_LABELS: Record<string, string> = { tailor: 'Tailor-made', custom: 'Custom design' };

/** A form label without its unit, as a job card prints it beside the number: 'Chest (bust, inches)' → 'Chest'. */
export function jobMeasurementLabel(label: string): string {
  return label.replace(/\s*\(.*\)\s*$/, '');
}

function measurementsOf(category: MeasurementCategory | null, values: Record<string, number>): JobMeasurement[] {
  const fields = category ? MEASUREMENT_FIELDS[category] : [];
  const known = fields.filter((f) => typeof values[f.key] === 'number').map((f) => ({ key: f.key, label: jobMeasurementLabel(f.label), value: values[f.key]!, unit: 'in' as const }));
  // Keys outside the form (older orders) are still the customer's numbers: keep them.
  const extra = Object.keys(values)
    .filter((k) => !fields.some((f) => f.key === k))
    .sort()
    .map((k) => ({ key: k, label: k, value: values[k]!, unit: 'in' as const }));
  return [...known, ...extra];
}

function confirmedDay(order: OrderRecord): string | null {
  const entry = order.statusHistory.find((h) => h.status === 'confirmed' && h.at);
  return entry?.at ? shopDay(entry.at.getTime()) : null;
}

/** Cloth pictures of one line as stored (strings or `{url}`). */
function linePictures(raw: unknown): string[] {
  const list = Array.isArray(raw) ? raw : [];
  return list.map((x) => (typeof x === 'string' ? x : typeof x === 'object' && x && typeof (x as { url?: unknown }).url === 'string' ? (x as { url: string }).url : '')).filter(Boolean);
}

/**
 * The jobs an order document holds: one per made-to-measure line (a custom
 * design request without lines is one job), none before confirmation or
 * after cancellation. The stage is not here: the trigger keeps a stored one.
 */
export function jobsForOrder(orderId: string, data: Record<string, unknown>, assignment: TailorAssignment | null): JobFields[] {
  const order = orderFromData(orderId, data);
  if (!(JOB_ORDER_STATUSES as readonly string[]).includes(order.orderStatus)) return [];
  if (order.orderType === 'readymade') return [];
  const rawLines = Array.isArray(data.lines) ? (data.lines as unknown[]) : [];
  const notes = [order.specialInstructions, order.designDetails].map((s) => s.trim()).filter(Boolean).join('\n\n');
  const base = {
    orderId,
    orderNumber: order.orderNumber,
    notes,
    dueDate: order.deliveryDate,
    confirmedDay: confirmedDay(order),
    orderStatus: order.orderStatus,
    tailorUid: assignment?.tailorUid ?? null,
    tailorName: assignment?.tailorName ?? '',
  };
  const made = order.lines.map((line, i) => ({ line, raw: rawLines[i] })).filter(({ line }) => line.productType === 'tailor');
  if (made.length === 0) {
    if (order.orderType !== 'custom') return [];
    const category = measurementCategoryKey(order.category);
    return [
      {
        ...base,
        lineNo: 1,
        lineCount: 1,
        productId: null,
        designName: order.category ? `Custom ${order.category.toLowerCase()}` : 'Custom design',
        designPicture: order.designPic[0] ?? null,
        option: OPTION_LABELS.custom!,
        size: null,
        quantity: 1,
        measurementCategory: category,
        measurements: measurementsOf(category, order.measurements),
        clothPics: [...order.clothPic, ...order.designPic.slice(1)],
      },
    ];
  }
  return made.map(({ line, raw }, i) => {
    const own = linePictures(raw && typeof raw === 'object' ? (raw as { clothPic?: unknown }).clothPic : undefined);
    return {
      ...base,
      lineNo: i + 1,
      lineCount: made.length,
      productId: line.productId || null,
      designName: line.productName || 'Design',
      designPicture: line.image,
      option: OPTION_LABELS.tailor!,
      size: line.size,
      quantity: line.quantity,
      measurementCategory: line.measurements?.category ?? null,
      measurements: measurementsOf(line.measurements?.category ?? null, line.measurements?.values ?? {}),
      // The line's own cloth pictures; the order-level list for orders of one design.
      clothPics: own.length > 0 ? own : made.length === 1 ? order.clothPic : [],
    };
  });
}

type Data = Record<string, unknown>;
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown, d: number): number => (typeof v === 'number' && Number.isFinite(v) ? v : d);

/** A stored job as the screens show it; tolerant of odd fields. */
export function jobFromData(id: string, data: Data): JobRecord {
  const ms = timestampToMillis(data.stageUpdatedAt);
  const measurements = Array.isArray(data.measurements) ? (data.measurements as Data[]) : [];
  return {
    id,
    orderId: str(data.orderId),
    orderNumber: str(data.orderNumber),
    lineNo: num(data.lineNo, 1),
    lineCount: num(data.lineCount, 1),
    productId: str(data.productId) || null,
    designName: str(data.designName) || 'Design',
    designPicture: str(data.designPicture) || null,
    option: str(data.option),
    size: str(data.size) || null,
    quantity: num(data.quantity, 1),
    measurementCategory: measurementCategoryKey(str(data.measurementCategory)),
    measurements: measurements
      .filter((m) => m && typeof m.value === 'number')
      .map((m) => ({ key: str(m.key), label: str(m.label) || str(m.key), value: m.value as number, unit: 'in' as const })),
    notes: str(data.notes),
    clothPics: Array.isArray(data.clothPics) ? (data.clothPics as unknown[]).filter((u): u is string => typeof u === 'string') : [],
    dueDate: str(data.dueDate) || null,
    confirmedDay: str(data.confirmedDay) || null,
    orderStatus: str(data.orderStatus),
    tailorUid: str(data.tailorUid) || null,
    tailorName: str(data.tailorName),
    stage: isJobStage(data.stage) ? data.stage : 'cutting',
    stageUpdatedAt: ms === null ? null : new Date(ms),
  };
}

// ---- the week's work ----

const DAY_MS = 86_400_000;

export interface WorkshopWeek {
  /** Monday, YYYY-MM-DD (shop days, IST). */
  start: string;
  /** The seven days Monday to Sunday. */
  days: string[];
  /** Instants bounding the week: [startMs, endMs). */
  startMs: number;
  endMs: number;
  previous: string;
  next: string;
}

/** The shop week (Mon–Sun) holding `day` (YYYY-MM-DD), or the week of `nowMs`. */
export function workshopWeek(day: string | null, nowMs: number): WorkshopWeek {
  const anchor = day && /^\d{4}-\d{2}-\d{2}$/.test(day) && Number.isFinite(shopDayStart(day)) ? shopDayStart(day) + DAY_MS / 2 : nowMs;
  const start = shopWeek(anchor);
  const startMs = shopDayStart(start);
  const days = Array.from({ length: 7 }, (_, i) => shopDay(startMs + i * DAY_MS + DAY_MS / 2));
  return {
    start,
    days,
    startMs,
    endMs: startMs + 7 * DAY_MS,
    previous: shopDay(startMs - 7 * DAY_MS + DAY_MS / 2),
    next: shopDay(startMs + 7 * DAY_MS + DAY_MS / 2),
  };
}

/** An order is overdue when its promised day is before today and it is not yet with the customer. */
export function isOverdue(order: { deliveryDate: string | null; orderStatus: string }, today: string): boolean {
  return !!order.deliveryDate && order.deliveryDate < today && !['shipped', 'delivered', 'cancelled'].includes(order.orderStatus);
}

/** Open jobs per tailor, most loaded first; unassigned jobs under the empty uid. */
export function loadPerTailor(jobs: readonly Pick<JobRecord, 'tailorUid' | 'tailorName' | 'stage'>[]): { tailorUid: string; tailorName: string; open: number }[] {
  const load = new Map<string, { tailorUid: string; tailorName: string; open: number }>();
  for (const job of jobs) {
    if (job.stage === 'done') continue;
    const key = job.tailorUid ?? '';
    const row = load.get(key) ?? { tailorUid: key, tailorName: job.tailorUid ? job.tailorName || 'Tailor' : 'Not assigned', open: 0 };
    row.open += 1;
    load.set(key, row);
  }
  return [...load.values()].sort((a, b) => b.open - a.open || a.tailorName.localeCompare(b.tailorName));
}
