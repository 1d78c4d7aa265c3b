/**
 * Hindi for the catalogue's shared parts and the home page: the product card,
 * the sort choices, categories and availability (the gallery's own text is in
 * gallery/hi.ts). Design names and descriptions stay as the shop typed
 * them. Terms as in docs/i18n.md's glossary.
 */
import type { Catalogue } from '../../lib/i18n/translate';

export default {
  // Home: page title and heading
  '{shop} · Custom tailoring and designer wear in Mumbai': '{shop} · मुंबई में कस्टम सिलाई और डिज़ाइनर कपड़े',
  '{shop}: custom blouse stitching, lehengas, suits and sarees in {city}': '{shop}: {city} में ब्लाउज़ की सिलाई, लहंगे, सूट और साड़ियाँ',

  // Hero
  Highlights: 'ख़ास बातें',
  '{shop} · {city}': '{shop} · {city}',
  'Perfect Fit, Every Time!': 'हर बार एकदम सही फ़िटिंग!',
  'Blouses, suits and lehengas cut to your measurements and finished by hand in our Mumbai workshop.':
    'ब्लाउज़, सूट और लहंगे आपके नाप से कटे, और हमारी मुंबई वर्कशॉप में हाथ से फ़िनिश किए हुए।',
  'Explore Designs': 'डिज़ाइन देखें',
  'Custom Couture Crafted': 'आपकी पसंद, हमारी सिलाई',
  'Bring a sketch, a photo or just an idea. We design it with you, stitch it and fit it until it feels right.':
    'स्केच, फ़ोटो या सिर्फ़ एक आइडिया लाइए। हम आपके साथ डिज़ाइन बनाते हैं, सिलते हैं और तब तक फ़िटिंग करते हैं जब तक आपको सही न लगे।',
  'Start a Custom Order': 'कस्टम ऑर्डर शुरू करें',
  'Seamless Style Solutions': 'हर कपड़े को नया अंदाज़',
  'From quick alterations to festive makeovers, we give every outfit in your wardrobe a second life.':
    'छोटे-मोटे ऑल्टरेशन से लेकर त्योहार के लिए नए रूप तक, हम आपकी अलमारी के हर कपड़े को नई ज़िंदगी देते हैं।',
  'Browse the Collection': 'कलेक्शन देखें',
  'Learn More': 'और जानें',

  // Services and reasons
  'What we do': 'हम क्या करते हैं',
  'Our Services': 'हमारी सेवाएँ',
  'Custom Blouse Stitching': 'ब्लाउज़ की कस्टम सिलाई',
  'Padded, princess-cut or backless: blouses stitched to your measurements with the neckline and sleeves you choose.':
    'पैडेड, प्रिंसेस-कट या बैकलेस: आपके नाप से सिले ब्लाउज़, आपकी पसंद के गले और बाँहों के साथ।',
  'Saree & Lehenga Designing': 'साड़ी और लहंगा डिज़ाइनिंग',
  'Bridal and festive lehengas, anarkalis and suits designed with you, from the fabric to the last zari border.':
    'दुल्हन और त्योहार के लहंगे, अनारकली और सूट — कपड़े से लेकर आख़िरी ज़री बॉर्डर तक, आपके साथ मिलकर डिज़ाइन किए हुए।',
  'Alteration Services': 'ऑल्टरेशन सेवाएँ',
  'Take-ins, let-outs, hems and re-styling, so the outfits you love fit you again. Most jobs ready within a week.':
    'कपड़ा छोटा-बड़ा करना, तुरपाई और नया स्टाइल, ताकि आपके पसंदीदा कपड़े फिर से फ़िट आएँ। ज़्यादातर काम एक हफ़्ते में तैयार।',
  'Why {shop}': '{shop} ही क्यों',
  'Why Choose Us': 'हमें क्यों चुनें',
  'Over {years} years of experience': '{years} से ज़्यादा सालों का अनुभव',
  'Master tailors who have stitched more than 5000 blouses and 150+ unique designs for Mumbai families.':
    'माहिर दर्ज़ी, जिन्होंने मुंबई के परिवारों के लिए 5000 से ज़्यादा ब्लाउज़ और 150+ अनोखे डिज़ाइन सिले हैं।',
  'Personalised service': 'आपके हिसाब से सेवा',
  'We measure, advise and fit you ourselves, and we call you to confirm every detail before we cut.':
    'नाप, सलाह और फ़िटिंग हम ख़ुद करते हैं, और कपड़ा काटने से पहले हर बात फ़ोन करके पक्की करते हैं।',
  'Affordable pricing': 'वाजिब दाम',
  'Honest prices shown up front, discounts applied on every design, and cash on delivery.':
    'साफ़ दाम पहले से, हर डिज़ाइन पर छूट, और कैश ऑन डिलीवरी।',
  'Request a custom design': 'कस्टम डिज़ाइन बनवाएँ',
  'Years of craft': 'सालों का हुनर',
  'Blouses stitched': 'ब्लाउज़ सिले',
  'Unique designs': 'अनोखे डिज़ाइन',
  'Happy customers': 'ख़ुश ग्राहक',

  // The showcase
  'Shop the designs': 'डिज़ाइन ख़रीदें',
  'Premium Design Collection': 'प्रीमियम डिज़ाइन कलेक्शन',
  'Products to show': 'कौन-से प्रोडक्ट दिखाएँ',
  Featured: 'ख़ास',
  'Featured Products': 'ख़ास प्रोडक्ट',
  'All Products': 'सभी प्रोडक्ट',
  'Sort by': 'क्रम',
  'Loading products...': 'प्रोडक्ट लोड हो रहे हैं...',
  "We couldn't load the designs. Please check your connection.": 'डिज़ाइन लोड नहीं हो सके। कृपया अपना इंटरनेट कनेक्शन देखें।',
  'Try Again': 'फिर से कोशिश करें',
  'No Featured Products': 'अभी कोई ख़ास प्रोडक्ट नहीं',
  'Check back later for featured items': 'ख़ास प्रोडक्ट के लिए थोड़ी देर बाद फिर देखें',
  'See All Products': 'सभी प्रोडक्ट देखें',
  'No designs yet': 'अभी कोई डिज़ाइन नहीं',
  'Our new collection is on its way. Meanwhile, tell us what you would like stitched.':
    'हमारा नया कलेक्शन जल्द आ रहा है। तब तक हमें बताइए कि आप क्या सिलवाना चाहेंगे।',
  'Loading more designs...': 'और डिज़ाइन लोड हो रहे हैं...',
  'Load more designs': 'और डिज़ाइन दिखाएँ',
  "Couldn't load more designs.": 'और डिज़ाइन लोड नहीं हो सके।',
  "You've explored our entire collection!": 'आपने हमारा पूरा कलेक्शन देख लिया!',
  "That's all our featured designs": 'ये थे हमारे सभी ख़ास डिज़ाइन',
  'See all designs': 'सभी डिज़ाइन देखें',
  'See the {count} design': '{count} डिज़ाइन देखें',
  'See all {count} designs': 'सभी {count} डिज़ाइन देखें',

  // The product card
  'Price on request': 'दाम पूछें',
  was: 'पहले',
  'View Design': 'डिज़ाइन देखें',
  '{percent}% OFF': '{percent}% छूट',

  // Categories, availability and sort choices (domain's lists)
  Lehenga: 'लहंगा',
  Suit: 'सूट',
  Blouse: 'ब्लाउज़',
  Toiler: 'टॉयल',
  Dress: 'ड्रेस',
  Saree: 'साड़ी',
  Others: 'अन्य',
  Available: 'उपलब्ध',
  'Out of Stock': 'स्टॉक में नहीं',
  Discontinued: 'अब नहीं मिलता',
  Newest: 'सबसे नए',
  'Top rated': 'सबसे अच्छी रेटिंग',
  'Price: low to high': 'दाम: कम से ज़्यादा',
  'Price: high to low': 'दाम: ज़्यादा से कम',

  // The View Design dialog (its price choices, size and size guide, and the cart's toasts)
  'How would you like it?': 'आप इसे कैसे लेना चाहेंगे?',
  'This design is priced on request. Please call us to order it.': 'इस डिज़ाइन का दाम पूछने पर बताया जाता है। ऑर्डर के लिए कृपया हमें कॉल करें।',
  'Ready-made size': 'रेडीमेड साइज़',
  'Full product details': 'डिज़ाइन की पूरी जानकारी',

  'Ready to wear, in standard sizes': 'पहनने को तैयार, स्टैंडर्ड साइज़ में',
  'Stitched to your measurements': 'आपके नाप से सिला हुआ',
  'Design close-up': 'डिज़ाइन नज़दीक से',
  Waist: 'कमर',
  Length: 'लंबाई',
  'Ready-made': 'रेडीमेड',
  'Tailor-made': 'नाप से सिलाई',
  'No longer available': 'अब उपलब्ध नहीं',
  'This design has been discontinued': 'यह डिज़ाइन अब बंद हो गया है',
  'Out of stock': 'स्टॉक में नहीं',
  'Not sold in this option': 'इस विकल्प में नहीं मिलता',

  // Adding to the cart (its toasts)
  'Please login first!': 'कृपया पहले लॉग इन करें!',
  'Failed to add product to cart. Please try again.': 'डिज़ाइन कार्ट में नहीं डाला जा सका। कृपया फिर से कोशिश करें।',
  'Choose a size first.': 'पहले साइज़ चुनें।',
  'You are offline. Add to Cart will work when the connection is back.': 'आप ऑफ़लाइन हैं। इंटरनेट कनेक्शन वापस आने पर कार्ट में डाल सकेंगे।',
  '{option} ({size})': '{option}, {size}',
  '{option} option of {product} added to cart!': '{product} ({option}) कार्ट में डाल दिया गया!',
  'size {size}': 'साइज़ {size}',

  // The size choice and the size guide
  'Choose a size': 'साइज़ चुनें',
  Bust: 'छाती',
  Hip: 'हिप',
  '{category} sizes, body measurements in inches': '{category} के साइज़, शरीर का नाप इंच में',
  Size: 'साइज़',
  '(in)': '(इंच)',
  'Free Size': 'फ़्री साइज़',
  'Size guide': 'साइज़ गाइड',
  'Size guide: {category}': 'साइज़ गाइड: {category}',
  'Body measurements in inches. Between two sizes, choose the larger: blouses and suits have seam allowance to take in.':
    'शरीर का नाप इंच में। दो साइज़ के बीच हों तो बड़ा साइज़ चुनें: ब्लाउज़ और सूट की सिलाई में अंदर करने लायक कपड़ा छोड़ा जाता है।',
  'Body measurements in inches; length from waist to floor. The waist has a drawstring and adjusts by about an inch.':
    'शरीर का नाप इंच में; लंबाई कमर से ज़मीन तक। कमर में नाड़ा है, जिससे लगभग एक इंच तक कम-ज़्यादा हो जाता है।',
  'One size drapes every figure. The blouse piece, where included, is stitched or altered to your measurements.':
    'एक ही साइज़ हर क़द-काठी पर आता है। ब्लाउज़ पीस साथ हो तो वह आपके नाप से सिला या ठीक किया जाता है।',
} satisfies Catalogue;
