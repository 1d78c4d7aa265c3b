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
  // The workshop panel on an order's page
  Cutting: 'कटिंग',
  Finishing: 'फ़िनिशिंग',
  Done: 'पूरा',
  'Choose a tailor from the list': 'सूची से दर्ज़ी चुनें',
  '{tailor} will make order {number}.': 'ऑर्डर {number} {tailor} बनाएँगे।',
  'The tailor was taken off this order.': 'दर्ज़ी को इस ऑर्डर से हटा दिया गया।',
  'Could not save the tailor. Reload the page: the tailor may have left the staff list.': 'दर्ज़ी सेव नहीं हो सका। पेज रीलोड करें: हो सकता है दर्ज़ी स्टाफ़ सूची में न रहे हों।',
  Workshop: 'वर्कशॉप',
  'Could not load the tailors.': 'दर्ज़ियों की सूची लोड नहीं हो सकी।',
  'Try again': 'फिर से कोशिश करें',
  'A cancelled order goes to no tailor.': 'रद्द ऑर्डर किसी दर्ज़ी को नहीं जाता।',
  Tailor: 'दर्ज़ी',
  'Not assigned': 'किसी को नहीं दिया',
  '{tailor} (no longer a tailor)': '{tailor} (अब दर्ज़ी नहीं)',
  'No tailors yet: add one with npm run staff:grant -- e-mail tailor.': 'अभी कोई दर्ज़ी नहीं: npm run staff:grant -- e-mail tailor से जोड़ें।',
  'Saving…': 'सेव हो रहा है…',
  'Assign tailor': 'दर्ज़ी को दें',
  'Jobs of this order': 'इस ऑर्डर के काम',
  'Job cards': 'जॉब कार्ड',
  'Job card': 'जॉब कार्ड',
  'The job card is made once the order is confirmed.': 'ऑर्डर कन्फ़र्म होने पर जॉब कार्ड बनता है।',
} satisfies Catalogue;
