/**
 * Hindi for the shell: navigation, search box, footer, offline bar and update
 * offer, error and not-found screens. Terms as in docs/i18n.md's glossary.
 */
import type { Catalogue } from '../lib/i18n/translate';

export default {
  // Navigation
  Main: 'मुख्य',
  Home: 'होम',
  'About Us': 'हमारे बारे में',
  Designs: 'डिज़ाइन',
  'Order Now': 'अभी ऑर्डर करें',
  'Contact Us': 'संपर्क करें',
  'My Orders': 'मेरे ऑर्डर',
  Admin: 'एडमिन',
  Workshop: 'वर्कशॉप',
  Cart: 'कार्ट',
  'Cart, {count} item': 'कार्ट, {count} आइटम',
  'Cart, {count} items': 'कार्ट, {count} आइटम',
  '{count} new update': '{count} नई जानकारी',
  '{count} new updates': '{count} नई जानकारियाँ',
  '{shop} home': '{shop} होम पेज',
  'Close search': 'खोज बंद करें',
  'Search designs': 'डिज़ाइन खोजें',
  Search: 'खोजें',
  'Close menu': 'मेन्यू बंद करें',
  'Open menu': 'मेन्यू खोलें',
  Language: 'भाषा',
  'Skip to content': 'सीधे मुख्य भाग पर जाएँ',
  'Login / Sign Up': 'लॉग इन / साइन अप',
  Logout: 'लॉग आउट',
  'Logging out...': 'लॉग आउट हो रहा है...',
  Customer: 'ग्राहक',

  // Footer
  'Custom blouses, suits, lehengas and sarees, stitched to your measurements for over {years} years.':
    'ब्लाउज़, सूट, लहंगे और साड़ियाँ — {years} से ज़्यादा सालों से आपके नाप से सिलाई।',
  Footer: 'फ़ुटर',
  Explore: 'देखें',
  'Custom order': 'कस्टम ऑर्डर',
  Feedback: 'आपकी राय',
  Contact: 'संपर्क',
  'Follow us': 'हमें फ़ॉलो करें',
  'Orders are confirmed by phone · Cash on delivery.': 'ऑर्डर फ़ोन पर कन्फ़र्म होते हैं · कैश ऑन डिलीवरी।',

  // Offline bar and the update offer
  'You are offline — showing saved pages': 'आप ऑफ़लाइन हैं — सेव किए हुए पेज दिख रहे हैं',
  'A new version is ready': 'नया वर्ज़न तैयार है',
  Reload: 'रीलोड करें',

  // Error screens
  'Something went wrong': 'कुछ गड़बड़ हो गई',
  'This page could not be loaded. Please check your connection and try again.':
    'यह पेज लोड नहीं हो सका। कृपया अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।',
  'An unexpected error stopped this page. Please try again.': 'एक अनचाही गड़बड़ी से यह पेज रुक गया। कृपया फिर से कोशिश करें।',
  'Try Again': 'फिर से कोशिश करें',
  'Go to Home': 'होम पेज पर जाएँ',

  // Shared components: dialogs, load failures, the slideshow
  Close: 'बंद करें',
  'Try again': 'फिर से कोशिश करें',
  'Previous slide': 'पिछली स्लाइड',
  'Next slide': 'अगली स्लाइड',
  'Choose a slide': 'स्लाइड चुनें',
  'Slide {number}: {slide}': 'स्लाइड {number}: {slide}',
  '{number} of {count}: {slide}': '{count} में से {number}: {slide}',
  'Play slideshow': 'स्लाइड शो चलाएँ',
  'Pause slideshow': 'स्लाइड शो रोकें',

  // Not found
  'Page not found · {shop}': 'पेज नहीं मिला · {shop}',
  'Page not found': 'पेज नहीं मिला',
  "We couldn't find that page: the link may be old, or the address mistyped. Search our designs, or pick one of these.":
    'यह पेज हमें नहीं मिला: हो सकता है लिंक पुराना हो या पता ग़लत लिखा गया हो। हमारे डिज़ाइन खोजें, या इनमें से कोई चुनें।',
  'Search designs, e.g. lehenga': 'डिज़ाइन खोजें, जैसे लहंगा',
  'Places to go': 'कहाँ जाएँ',
  'New arrivals and featured designs': 'नए और ख़ास डिज़ाइन',
  'All designs': 'सभी डिज़ाइन',
  'Blouses, suits, lehengas, sarees and more': 'ब्लाउज़, सूट, लहंगे, साड़ियाँ और भी बहुत कुछ',
  'Have your own design stitched': 'अपना डिज़ाइन सिलवाएँ',
  'Contact us': 'संपर्क करें',
  'Call, WhatsApp or visit us in {city}': 'कॉल करें, WhatsApp करें या {city} में हमसे मिलें',

  // Shared components: ratings, the yes/no dialog
  'Rated {rating} out of 5': '5 में से {rating} रेटिंग',
  '{count} star': '{count} स्टार',
  '{count} stars': '{count} स्टार',
  Cancel: 'रद्द करें',
  'Loading...': 'लोड हो रहा है...',

  // The refusal of a staff-only page
  'Not authorised': 'यह पेज आपके लिए नहीं है',
  "This page is for the shop's admin only.": 'यह पेज सिर्फ़ दुकान के एडमिन के लिए है।',
  "This page is for the shop's tailors only.": 'यह पेज सिर्फ़ दुकान के दर्ज़ियों के लिए है।',
  "A tailor's account opens no orders: your work is on the Workshop page.": 'दर्ज़ी के अकाउंट से ऑर्डर नहीं खुलते: आपका काम वर्कशॉप पेज पर है।',
  'You are signed in as {who}.': 'आप {who} के रूप में लॉग इन हैं।',
  'Back to Home': 'होम पेज पर वापस जाएँ',
  'Signing out...': 'लॉग आउट हो रहा है...',
  'Login as a different user': 'किसी दूसरे अकाउंट से लॉग इन करें',
} satisfies Catalogue;
