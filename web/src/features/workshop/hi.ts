/**
 * Hindi for the workshop: the owner's week view and job cards, the tailor's
 * screens, and the workshop's parts of the dashboard and an order's page.
 * Terms as in docs/i18n.md's glossary (दर्ज़ी, जॉब कार्ड, ट्रायल, फ़िटिंग).
 */
import type { Catalogue } from '../../lib/i18n/translate';

export default {
  // domain's order statuses
  Pending: 'पेंडिंग',
  Confirmed: 'कन्फ़र्म',
  Stitching: 'सिलाई में',
  'Awaiting approval': 'मंज़ूरी बाकी',
  Ready: 'तैयार',
  Shipped: 'भेज दिया',
  Delivered: 'डिलीवर हुआ',
  Cancelled: 'रद्द',

  // Due this week (the dashboard's tile and the orders list)
  'Due this week': 'इस हफ़्ते देना है',
  Loading: 'लोड हो रहा है',
  'Due this week ({from} – {to})': 'इस हफ़्ते देना है ({from} – {to})',
  'Show all orders': 'सभी ऑर्डर दिखाएँ',
  "The week's work": 'हफ़्ते का काम',
  'Loading orders': 'ऑर्डर लोड हो रहे हैं',
  'Could not load the orders due this week.': 'इस हफ़्ते देने वाले ऑर्डर लोड नहीं हो सके।',
  'No open order is due this week.': 'इस हफ़्ते कोई खुला ऑर्डर देना बाकी नहीं है।',
  'Orders due this week, soonest first': 'इस हफ़्ते देने वाले ऑर्डर, सबसे पहले वाले ऊपर',
  Customer: 'ग्राहक',
  'overdue · {day}': 'देर हो गई · {day}',
} satisfies Catalogue;
