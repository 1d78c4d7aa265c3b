/**
 * Hindi for the cart: the page, its lines, the order summary, the banners
 * and the undo toast. Terms as in docs/i18n.md's glossary.
 */
import type { Catalogue } from '../../lib/i18n/translate';

export default {
  // The page, its banners and states
  'My Shopping Cart': 'मेरा कार्ट',
  'Your cart is empty': 'आपका कार्ट ख़ाली है',
  'Failed to load cart. Please try again.': 'कार्ट लोड नहीं हो सका। कृपया फिर से कोशिश करें।',
  'Cart updated successfully!': 'कार्ट अपडेट हो गया!',
  'Oops! Something went wrong with your cart.': 'माफ़ कीजिए! आपके कार्ट में कुछ गड़बड़ हो गई।',
  'Loading your cart': 'आपका कार्ट लोड हो रहा है',
  'Try Again': 'फिर से कोशिश करें',
  'Pick a design and choose {readymade} or {tailor} to add it here.': 'कोई डिज़ाइन चुनें और उसे यहाँ डालने के लिए {readymade} या {tailor} चुनें।',
  'Browse designs': 'डिज़ाइन देखें',

  // A line
  'A design no longer in the shop': 'यह डिज़ाइन अब दुकान में नहीं है',
  'Loading design…': 'डिज़ाइन लोड हो रहा है…',
  'Choose a size': 'साइज़ चुनें',
  'for {label}': '{label} के लिए',
  'Loading sizes…': 'साइज़ लोड हो रहे हैं…',
  Size: 'साइज़',
  'Size {size}': 'साइज़ {size}',
  'Free Size': 'फ़्री साइज़',
  'size {size}': 'साइज़ {size}',
  'not counted in your total': 'आपके कुल में नहीं जोड़ा गया',
  'Choose a size to count this line in your total.': 'इसे कुल में जोड़ने के लिए साइज़ चुनें।',
  '{discount}% off': '{discount}% छूट',
  each: 'प्रति पीस',
  'Price updating…': 'दाम अपडेट हो रहा है…',
  'Quantity of {label}': '{label} की संख्या',
  'Remove {label}': '{label} हटाएँ',
  'Decrease quantity of {label}': '{label} की संख्या घटाएँ',
  'Increase quantity of {label}': '{label} की संख्या बढ़ाएँ',
  'updating…': 'अपडेट हो रहा है…',
  'Add Measurement': 'नाप भरें',
  'Order Now': 'अभी ऑर्डर करें',
  Remove: 'हटाएँ',
  Delete: 'हटाएँ',

  // The order summary
  'Order Summary': 'ऑर्डर का सारांश',
  'Subtotal ({count} item)': 'कुल दाम ({count} आइटम)',
  'Subtotal ({count} items)': 'कुल दाम ({count} आइटम)',
  Discount: 'छूट',
  Shipping: 'डिलीवरी शुल्क',
  Free: 'मुफ़्त',
  Total: 'कुल',
  'Add {amount} more for free shipping': 'मुफ़्त डिलीवरी के लिए {amount} का और सामान डालें',
  '{count} line is no longer available and not counted.': '{count} आइटम अब उपलब्ध नहीं है और कुल में नहीं जोड़ा गया।',
  '{count} lines are no longer available and not counted.': '{count} आइटम अब उपलब्ध नहीं हैं और कुल में नहीं जोड़े गए।',
  'Updating totals…': 'कुल अपडेट हो रहा है…',
  'Pay on delivery (COD). We call you to confirm design, measurements and payment.':
    'डिलीवरी पर भुगतान (कैश ऑन डिलीवरी)। डिज़ाइन, नाप और भुगतान पक्का करने के लिए हम आपको कॉल करेंगे।',
  'Nothing in your cart can be ordered right now.': 'अभी आपके कार्ट में से कुछ भी ऑर्डर नहीं किया जा सकता।',
  'One order holds up to {max} designs.': 'एक ऑर्डर में ज़्यादा से ज़्यादा {max} डिज़ाइन आ सकते हैं।',
  'Your cart has {count}: at checkout you choose which to send now, and the rest stay in your cart for a next order.':
    'आपके कार्ट में {count} हैं: चेकआउट पर आप चुनें कि अभी कौन-से भेजने हैं, बाक़ी अगले ऑर्डर के लिए कार्ट में रहेंगे।',
  Checkout: 'चेकआउट',
  'Continue shopping': 'ख़रीदारी जारी रखें',

  // The undo toast
  '{name} was removed from your cart.': '{name} आपके कार्ट से हटा दिया गया।',
  'The design was removed from your cart.': 'डिज़ाइन आपके कार्ट से हटा दिया गया।',
  Undo: 'वापस लाएँ',

  // domain's option labels, line reasons and categories
  'Ready-made': 'रेडीमेड',
  'Tailor-made': 'नाप से सिलाई',
  'No longer available': 'अब उपलब्ध नहीं',
  'No longer available: this design has been discontinued': 'अब उपलब्ध नहीं: यह डिज़ाइन बंद हो गया है',
  'Out of stock': 'स्टॉक में नहीं',
  'No longer available in this option': 'इस विकल्प में अब उपलब्ध नहीं',
  Lehenga: 'लहंगा',
  Suit: 'सूट',
  Blouse: 'ब्लाउज़',
  Toiler: 'टॉयल',
  Dress: 'ड्रेस',
  Saree: 'साड़ी',
  Others: 'अन्य',
} satisfies Catalogue;
