/**
 * Hindi for the shop's information pages: about us and contact (the footer's
 * text is in the shell's catalogue). The shop's own details (name, address,
 * the opening hours' line the owner typed) stay as stored. Terms as in
 * docs/i18n.md's glossary.
 */
import type { Catalogue } from '../../lib/i18n/translate';

export default {
  // About us
  'About Us · Silai Studio': 'हमारे बारे में · Silai Studio',
  'Our story': 'हमारी कहानी',
  'About Us': 'हमारे बारे में',
  '{shop} began as a two-machine tailoring corner in {locality}. Over {years} years later we are a team of master tailors and designers stitching blouses, lehengas, suits and sarees for families across {city}, and for brides who want their outfit to fit like it was made for them (because it was).':
    '{shop} की शुरुआत {locality} में दो सिलाई मशीनों वाले एक छोटे से कोने से हुई थी। {years} से ज़्यादा साल बाद आज हम मास्टर दर्ज़ियों और डिज़ाइनरों की टीम हैं, जो पूरे {city} के परिवारों के लिए ब्लाउज़, लहंगे, सूट और साड़ियाँ सिलती है — और उन दुल्हनों के लिए भी, जो चाहती हैं कि उनका जोड़ा ऐसे फ़िट हो जैसे उन्हीं के लिए बना हो (क्योंकि वह उन्हीं के लिए बना होता है)।',
  'Why we do it': 'हम यह क्यों करते हैं',
  'Our Mission': 'हमारा मक़सद',
  'To make custom tailoring simple and affordable: a perfect fit, a design that is yours, and a price you know up front. We listen first, measure carefully, and call you to confirm every detail before a single thread is cut.':
    'कस्टम सिलाई को आसान और किफ़ायती बनाना: एकदम सही फ़िटिंग, आपका अपना डिज़ाइन, और पहले से पता दाम। हम पहले आपकी बात सुनते हैं, ध्यान से नाप लेते हैं, और एक भी धागा कटने से पहले फ़ोन करके हर बात पक्की करते हैं।',
  'Personalised service means the same tailor follows your order from measurement to final fitting, and stays your tailor for the alterations that come years later.':
    'आपके लिए ख़ास सेवा का मतलब है कि नाप से लेकर आख़िरी फ़िटिंग तक एक ही दर्ज़ी आपका ऑर्डर संभालता है, और सालों बाद के ऑल्टरेशन के लिए भी वही आपका दर्ज़ी रहता है।',
  'Made for one person': 'सिर्फ़ एक इंसान के लिए बना',
  'No two bodies are the same, so no two of our blouses are either. We cut for you, not for a size chart.':
    'कोई भी दो शरीर एक जैसे नहीं होते, इसलिए हमारे कोई भी दो ब्लाउज़ एक जैसे नहीं होते। हम आपके नाप से काटते हैं, साइज़ चार्ट से नहीं।',
  'Honest about time and price': 'समय और दाम की सच्ची बात',
  'You see the price before you order, and we tell you the real delivery date when we call to confirm.':
    'ऑर्डर से पहले ही आप दाम देखते हैं, और कन्फ़र्म करने के लिए फ़ोन पर हम आपको डिलीवरी की सही तारीख़ बताते हैं।',
  'Finished by hand': 'हाथ से फ़िनिशिंग',
  'Hooks, hems, latkans and zari borders are finished by hand by tailors who have done it for years.':
    'हुक, तुरपाई, लटकन और ज़री बॉर्डर — सब सालों के तजुर्बे वाले दर्ज़ी हाथ से फ़िनिश करते हैं।',
  'Workshop gallery': 'वर्कशॉप की तस्वीरें',
  'Our workshop: {place}': 'हमारी वर्कशॉप: {place}',
  'The cutting table': 'कटिंग टेबल',
  'Every pattern is drafted from your measurements before the fabric is cut.': 'कपड़ा काटने से पहले हर पैटर्न आपके नाप से बनाया जाता है।',
  'The sewing floor': 'सिलाई का कमरा',
  'Machine stitching for strength, hand finishing for the details that show.': 'मज़बूती के लिए मशीन की सिलाई, और दिखने वाली बारीकियों के लिए हाथ की फ़िनिशिंग।',
  'Fabrics and threads': 'कपड़े और धागे',
  'Silks, cottons, georgettes and velvets, with threads matched shade by shade.': 'सिल्क, कॉटन, जॉर्जेट और वेलवेट, और हर शेड से मिलते धागे।',
  'Ready for fitting': 'फ़िटिंग के लिए तैयार',
  'Finished pieces wait here for their final trial and pressing.': 'तैयार कपड़े यहाँ आख़िरी ट्रायल और प्रेस का इंतज़ार करते हैं।',
  'Behind the counter': 'काउंटर के पीछे',
  'Our Workshop': 'हमारी वर्कशॉप',
  'Everything we sell is cut, stitched and finished in our own workshop in {locality}, a few steps from S.V. Road. Come in for a measurement or a trial, see the fabrics in daylight, and meet the tailor who will stitch your outfit.':
    'हम जो कुछ भी बेचते हैं, वह {locality} में S.V. रोड से कुछ ही क़दम पर हमारी अपनी वर्कशॉप में कटता, सिलता और फ़िनिश होता है। नाप या ट्रायल के लिए आइए, दिन की रोशनी में कपड़े देखिए, और उस दर्ज़ी से मिलिए जो आपका जोड़ा सिलेगा।',
  'Measurements and trials by appointment or walk-in': 'नाप और ट्रायल — बुकिंग करके या सीधे आकर',
  'Fabric swatches and lace samples to compare': 'मिलाकर देखने के लिए कपड़ों और लेस के नमूने',
  'Alterations for outfits bought anywhere': 'कहीं से भी ख़रीदे कपड़ों का ऑल्टरेशन',
  'Open {hours}.': 'खुलने का समय: {hours}।',
  'Find us': 'हमारा पता',
  'Our Achievements': 'हमारी उपलब्धियाँ',
  'Years of experience': 'साल का तजुर्बा',
  'Blouses stitched': 'ब्लाउज़ सिले',
  'Unique designs': 'अनोखे डिज़ाइन',
  'Happy customers': 'ख़ुश ग्राहक',
  "Let's make something that fits you perfectly": 'आइए, कुछ ऐसा बनाएँ जो आप पर एकदम सही बैठे',
  'Browse our designs, or bring us your own idea.': 'हमारे डिज़ाइन देखें, या अपना आइडिया लेकर आएँ।',
  'Start a Custom Order': 'कस्टम ऑर्डर शुरू करें',
  'Explore Designs': 'डिज़ाइन देखें',
  'Visit the Workshop': 'वर्कशॉप आएँ',

  // Contact
  'Contact Us · {shop}': 'संपर्क करें · {shop}',
  'We would love to hear from you': 'हमें आपसे बात करके ख़ुशी होगी',
  'Contact Us': 'संपर्क करें',
  'Questions about a design, measurements or an order? Call, message or drop in at our {locality} workshop. We confirm every order by phone and deliver cash on delivery.':
    'डिज़ाइन, नाप या ऑर्डर के बारे में कोई सवाल? कॉल करें, मैसेज करें या {locality} में हमारी वर्कशॉप आएँ। हम हर ऑर्डर फ़ोन पर कन्फ़र्म करते हैं और कैश ऑन डिलीवरी पर पहुँचाते हैं।',
  'Ways to reach us': 'हम तक पहुँचने के तरीक़े',
  'Opening Hours': 'खुलने का समय',
  'Trials and measurements are best booked ahead: call us and we will keep a tailor free for you.':
    'ट्रायल और नाप के लिए पहले से बुकिंग करना अच्छा है: हमें कॉल करें, हम आपके लिए एक दर्ज़ी ख़ाली रखेंगे।',
  'Ready to order?': 'ऑर्डर करना है?',
  'Pick a design and we will call you to confirm measurements and delivery, or tell us what you have in mind.':
    'कोई डिज़ाइन चुनें, हम नाप और डिलीवरी पक्की करने के लिए आपको कॉल करेंगे — या हमें बताएँ कि आपके मन में क्या है।',
  'Browse Designs': 'डिज़ाइन देखें',
  'Custom Order': 'कस्टम ऑर्डर',
  'Leave Feedback': 'अपनी राय दें',
  // The days of the opening hours (domain's DAY_NAMES)
  Monday: 'सोमवार',
  Tuesday: 'मंगलवार',
  Wednesday: 'बुधवार',
  Thursday: 'गुरुवार',
  Friday: 'शुक्रवार',
  Saturday: 'शनिवार',
  Sunday: 'रविवार',

  // The ways to reach the shop
  Email: 'ईमेल',
  'We reply within one working day.': 'हम एक कामकाजी दिन के अंदर जवाब देते हैं।',
  Call: 'कॉल करें',
  'Talk to a tailor about fit, fabric and price.': 'फ़िटिंग, कपड़े और दाम के बारे में दर्ज़ी से बात करें।',
  Visit: 'आइए',
  '{state}, India': '{state}, भारत',
  'Get Directions': 'रास्ता देखें',
  '(opens Google Maps in a new tab)': '(नए टैब में Google Maps खुलेगा)',
  WhatsApp: 'WhatsApp',
  'Send us photos of a design you like.': 'पसंद आए डिज़ाइन की फ़ोटो हमें भेजें।',
  'Hello {shop}, I have a question.': 'नमस्ते {shop}, मेरा एक सवाल है।',
  'Chat on WhatsApp': 'WhatsApp पर बात करें',
  '(opens in a new tab)': '(नए टैब में खुलेगा)',
} satisfies Catalogue;
