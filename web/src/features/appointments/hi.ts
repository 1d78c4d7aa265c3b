/**
 * Hindi for the customer's booking page (/book): the form, the slot picker,
 * the customer's bookings, domain's visit kinds and the refusals domain and
 * the API give. Days and times are written by Intl's Hindi (bookingText.ts).
 * Terms as in docs/i18n.md's glossary (booking बुकिंग, visit विज़िट,
 * measurement नाप, trial ट्रायल).
 */
import type { Catalogue } from '../../lib/i18n/translate';

export default {
  'Book a visit · Silai Studio': 'विज़िट बुक करें · Silai Studio',
  '← Back where you were (nothing you typed is lost)': '← जहाँ थे वहीं वापस जाएँ (आपका लिखा सब सुरक्षित है)',
  'Book a visit': 'विज़िट बुक करें',
  'Come to the shop for your measurements, have our tailor visit you at home, or try on your garment while it is being stitched.':
    'नाप देने दुकान पर आएँ, हमारे दर्ज़ी को घर पर बुलाएँ, या सिलाई के दौरान अपने कपड़े का ट्रायल करें।',
  'Loading the free slots…': 'ख़ाली समय लोड हो रहे हैं…',
  'Try again': 'फिर से कोशिश करें',
  'New booking': 'नई बुकिंग',
  'Kind of visit': 'विज़िट किस लिए',
  'A trial fitting is booked from your order’s page while it is being stitched.': 'ट्रायल आपके ऑर्डर के पेज से बुक होता है, जब उसकी सिलाई चल रही हो।',
  'PIN code for the home visit': 'घर पर विज़िट के लिए पिन कोड',
  'You can move or cancel a booking here until {hours} hours before the visit.': 'विज़िट से {hours} घंटे पहले तक आप यहाँ बुकिंग बदल या रद्द कर सकते हैं।',
  'Booking…': 'बुक हो रहा है…',
  'Confirm booking': 'बुकिंग पक्की करें',
  'Booked: {slot}': 'बुक हो गया: {slot}',
  'Moved to {slot}': 'नया समय: {slot}',
  'Booking cancelled': 'बुकिंग रद्द हो गई',
  'Your bookings': 'आपकी बुकिंग',
  'Loading your bookings…': 'आपकी बुकिंग लोड हो रही है…',
  'You have no upcoming visits.': 'आपकी कोई आने वाली विज़िट नहीं है।',
  'Home visit, PIN code {pincode}': 'घर पर विज़िट, पिन कोड {pincode}',
  Move: 'समय बदलें',
  Cancel: 'रद्द करें',
  'Changes are closed for this visit; please call the shop.': 'इस विज़िट में अब बदलाव नहीं हो सकता; कृपया दुकान पर कॉल करें।',
  'Moving…': 'बदला जा रहा है…',
  'Move here': 'यह समय चुनें',
  'Keep the time': 'पुराना समय रखें',
  'Cancel this visit?': 'यह विज़िट रद्द करें?',
  'Cancel the visit': 'विज़िट रद्द करें',
  'Keep it': 'रहने दें',
  'Cancelling…': 'रद्द हो रही है…',
  '{visit} for order {number}': 'ऑर्डर {number} के लिए {visit}',

  // The slot picker
  Day: 'दिन',
  'No days are open for booking in this period.': 'इस दौरान बुकिंग के लिए कोई दिन ख़ाली नहीं है।',
  Full: 'भरा हुआ',
  'Time on {day}': '{day} का समय',
  Passed: 'निकल गया',
  '{count} place left': '{count} जगह बाकी',
  '{count} places left': '{count} जगह बाकी',

  // Visit kinds (domain's VISIT_KIND_LABELS)
  'Measurement at the shop': 'दुकान पर नाप',
  'Measurement at home': 'घर पर नाप',
  'Trial fitting': 'ट्रायल',

  // The page's own checks, and failures reaching the shop
  'Please choose the kind of visit.': 'कृपया चुनें कि विज़िट किस लिए है।',
  'Please enter the 6-digit PIN code where we should visit you.': 'कृपया वह 6 अंकों का पिन कोड लिखें जहाँ हम आपके घर आएँ।',
  'Please choose a day and a free time.': 'कृपया एक दिन और ख़ाली समय चुनें।',
  'Something went wrong. Please try again.': 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  'We could not reach the shop. Please check your connection and try again.': 'दुकान से संपर्क नहीं हो सका। कृपया अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।',
  'Please sign in again to book.': 'बुक करने के लिए कृपया फिर से लॉग इन करें।',

  // Refusals (domain's appointmentSlots.ts and the API)
  'We are not booking "{kind}" at the moment. Please choose another kind of visit or call the shop.':
    'अभी हम "{kind}" की बुकिंग नहीं ले रहे हैं। कृपया कोई दूसरी विज़िट चुनें या दुकान पर कॉल करें।',
  'We do not make home visits to PIN code {pincode} yet. Please book a measurement at the shop instead.':
    'पिन कोड {pincode} पर अभी हम घर पर विज़िट नहीं करते। कृपया दुकान पर नाप की बुकिंग करें।',
  'We take bookings up to {days} days ahead. Please choose an earlier day.': 'हम {days} दिन आगे तक की बुकिंग लेते हैं। कृपया पहले का कोई दिन चुनें।',
  'Bookings can be moved or cancelled online until {hours} hours before the visit. Please call the shop to change this one.':
    'विज़िट से {hours} घंटे पहले तक ही बुकिंग ऑनलाइन बदली या रद्द की जा सकती है। इसे बदलने के लिए कृपया दुकान पर कॉल करें।',
  'Please enter the PIN code where we should visit you.': 'कृपया वह पिन कोड लिखें जहाँ हम आपके घर आएँ।',
  'This slot is full. Please choose another time.': 'यह समय भर चुका है। कृपया कोई दूसरा समय चुनें।',
  'This time has already passed. Please choose a later slot.': 'यह समय निकल चुका है। कृपया बाद का कोई समय चुनें।',
  'The shop takes no visits on this day. Please choose another day.': 'इस दिन दुकान पर विज़िट नहीं होती। कृपया कोई दूसरा दिन चुनें।',
  'We do not take visits at this time. Please choose one of the times offered.': 'इस समय हम विज़िट नहीं लेते। कृपया दिए गए समय में से कोई चुनें।',
  'This visit has started. It can no longer be moved or cancelled online; please call the shop.':
    'यह विज़िट शुरू हो चुकी है। अब इसे ऑनलाइन बदला या रद्द नहीं किया जा सकता; कृपया दुकान पर कॉल करें।',
  'We could not find this order among yours.': 'यह ऑर्डर आपके ऑर्डरों में नहीं मिला।',
  'A trial fitting is for tailor-made orders only.': 'ट्रायल सिर्फ़ नाप से सिलवाए जा रहे ऑर्डरों के लिए है।',
  'A trial fitting can be booked while your order is being stitched or awaits your approval.':
    'ट्रायल तभी बुक हो सकता है जब आपके ऑर्डर की सिलाई चल रही हो या वह आपकी मंज़ूरी का इंतज़ार कर रहा हो।',
  'We could not find this booking among yours.': 'यह बुकिंग आपकी बुकिंग में नहीं मिली।',
  'This booking is already cancelled.': 'यह बुकिंग पहले ही रद्द हो चुकी है।',
  'Your visit is already at this time. Please choose another slot.': 'आपकी विज़िट पहले से इसी समय पर है। कृपया कोई दूसरा समय चुनें।',
} satisfies Catalogue;
