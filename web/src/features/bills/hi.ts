/**
 * Hindi for the bill page: the final bill and the receipts as printed. The
 * bill's legal words stay as Indian bills print them (GSTIN, HSN/SAC, CGST,
 * SGST, IGST), and its title keeps the English name with the Hindi beside it
 * (docs/i18n.md's glossary). Names, addresses and the lines' descriptions
 * stay as the bill stores them.
 */
import type { Catalogue } from '../../lib/i18n/translate';

export default {
  // The page
  'Bill {number}': 'बिल {number}',
  'Bill and receipts': 'बिल और रसीदें',
  '← Order {number}': '← ऑर्डर {number}',
  'Final bill {number}': 'फ़ाइनल बिल {number}',
  'Final bill': 'फ़ाइनल बिल',
  Paper: 'काग़ज़',
  'Print or save as PDF': 'प्रिंट करें या PDF सेव करें',
  'Loading the bill...': 'बिल लोड हो रहा है...',
  'Loading the receipt...': 'रसीद लोड हो रही है...',
  'Order not found': 'ऑर्डर नहीं मिला',
  'This order does not exist or belongs to another account.': 'यह ऑर्डर मौजूद नहीं है, या किसी दूसरे अकाउंट का है।',
  'The final bill of this order has not been issued yet.': 'इस ऑर्डर का फ़ाइनल बिल अभी जारी नहीं हुआ है।',
  'Its receipts are listed above.': 'इसकी रसीदें ऊपर दी गई हैं।',
  'The receipts could not be loaded. Please reload the page.': 'रसीदें लोड नहीं हो सकीं। कृपया पेज फिर से लोड करें।',
  'This order has no such receipt.': 'इस ऑर्डर की ऐसी कोई रसीद नहीं है।',

  // The bill
  'Tax Invoice': 'Tax Invoice (टैक्स इनवॉइस)',
  'Bill of Supply': 'Bill of Supply (बिल ऑफ़ सप्लाई)',
  'GSTIN {gstin}': 'GSTIN {gstin}',
  'GSTIN: {gstin}': 'GSTIN: {gstin}',
  'Bill no.': 'बिल नं.',
  Date: 'तारीख़',
  Order: 'ऑर्डर',
  Seller: 'विक्रेता',
  'Billed to': 'ख़रीदार',
  'State: {state}': 'राज्य: {state}',
  'Phone: {phone}': 'फ़ोन: {phone}',
  'Place of supply': 'सप्लाई की जगह (Place of supply)',
  'Within the state: CGST + SGST': 'राज्य के अंदर: CGST + SGST',
  'Another state: IGST': 'दूसरा राज्य: IGST',
  'Tax payable on reverse charge: No': 'रिवर्स चार्ज पर टैक्स देय: नहीं',
  'Lines of the bill': 'बिल की लाइनें',
  Description: 'विवरण',
  'HSN/SAC': 'HSN/SAC',
  Qty: 'मात्रा',
  'Taxable value': 'कर योग्य मूल्य',
  Rate: 'दर',
  CGST: 'CGST',
  SGST: 'SGST',
  IGST: 'IGST',
  Amount: 'रक़म',
  'Total (tax included)': 'कुल (टैक्स सहित)',
  Total: 'कुल',
  'Prices include GST. Rounded per line to the paisa.': 'दामों में GST शामिल है। हर लाइन पैसे तक राउंड की गई है।',
  'Bill of Supply: no GST is charged on this bill.': 'बिल ऑफ़ सप्लाई: इस बिल पर कोई GST नहीं लिया गया है।',
  'For {shop}': '{shop} की ओर से',
  'Authorised signatory': 'अधिकृत हस्ताक्षरकर्ता',

  // A receipt
  'Payment receipt': 'भुगतान की रसीद',
  'Refund receipt': 'पैसे वापसी की रसीद',
  'Receipt no.': 'रसीद नं.',
  'Received from {name} the sum of {amount} ({kind}) for order {number}.': '{name} से ऑर्डर {number} के लिए {amount} ({kind}) की रक़म मिली।',
  'Paid back to {name} the sum of {amount} ({kind}) for order {number}.': '{name} को ऑर्डर {number} के लिए {amount} ({kind}) की रक़म वापस दी गई।',
  'the customer': 'ग्राहक',
  Method: 'तरीक़ा',
  Reference: 'रेफ़रेंस',
  Received: 'मिला',
  Refunded: 'वापस दिया',
  'A receipt is not a tax invoice: the final bill of the order shows the tax.': 'रसीद टैक्स इनवॉइस नहीं है: टैक्स ऑर्डर के फ़ाइनल बिल में दिखता है।',
  // Payment kinds and methods (domain's paymentKinds.ts)
  Advance: 'एडवांस',
  Balance: 'बाकी रक़म',
  Refund: 'पैसे वापसी',
  Cash: 'नकद',
  UPI: 'UPI',
  'Bank transfer': 'बैंक ट्रांसफ़र',
  'Card at the shop': 'दुकान पर कार्ड',
} satisfies Catalogue;
