/**
 * A wall-clock time in Hindi, apart from shopDetails (whose English `timeLabel`
 * the first download takes) so only the screens and notices that show Hindi
 * times carry it.
 */
import { LOCALES } from './language';

// Hindi names the part of the day rather than am/pm ('सुबह 11:00', 'दोपहर 2:30', 'शाम 5:00', 'रात 8:00'):
// Intl's `dayPeriod` gives CLDR's Hindi periods, the same in Node and Chromium. Where an engine lacks
// `dayPeriod` it drops the option and writes '11:00 am', still correct. Made on first use.
let hindiClock: Intl.DateTimeFormat | undefined;

/** '11:00' → 'सुबह 11:00', '16:30' → 'शाम 4:30': a wall-clock time in Hindi (shopDetails' timeLabel in English). */
export function timeLabelHi(time: string): string {
  const [h = 0, min = 0] = time.split(':').map(Number);
  // The wall-clock time read as UTC and written in UTC: the server's or browser's zone plays no part.
  hindiClock ??= new Intl.DateTimeFormat(LOCALES.hi, { hour: 'numeric', minute: '2-digit', dayPeriod: 'short', timeZone: 'UTC' });
  return hindiClock.format(new Date(Date.UTC(2000, 0, 1, h, min)));
}
