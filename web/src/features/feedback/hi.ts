/**
 * Hindi for the feedback: the home page's section, the feedback page, its
 * form, lists and cards, and domain's messages for the form. The customers'
 * names and comments stay as they wrote them. Terms as in docs/i18n.md's
 * glossary (feedback आपकी राय, review रिव्यू).
 */
import type { Catalogue } from '../../lib/i18n/translate';

export default {
  // The home page's section
  'What Our Customers Say': 'हमारे ग्राहक क्या कहते हैं',
  'Loading ratings…': 'रेटिंग लोड हो रही है…',
  'No reviews yet — be the first to share yours.': 'अभी कोई रिव्यू नहीं है — अपनी राय बताने वाले पहले ग्राहक बनें।',
  '{count} review': '{count} रिव्यू',
  '{count} reviews': '{count} रिव्यू',
  'out of 5 · based on {reviews}': '5 में से · {reviews} के आधार पर',
  'Share your feedback': 'अपनी राय बताएँ',
  'Request a custom design': 'कस्टम डिज़ाइन बनवाएँ',
  'Customer feedback': 'ग्राहकों की राय',
  'No feedback yet.': 'अभी कोई राय नहीं आई है।',
  'Show more': 'और देखें',

  // Lists
  '{label}, loading': '{label}, लोड हो रहा है',
  'Failed to fetch feedback': 'राय लोड नहीं हो सकी',
  'Try Again': 'फिर से कोशिश करें',
  'Loading…': 'लोड हो रहा है…',
  'Show More': 'और देखें',

  // A card
  Customer: 'ग्राहक',
  'Updated {date}': '{date} को अपडेट किया',
  'Edit or delete your feedback': 'अपनी राय बदलें या हटाएँ',
  'Moderate this feedback': 'इस राय को मॉडरेट करें',
  Edit: 'बदलें',
  Delete: 'हटाएँ',
  'Read more': 'और पढ़ें',
  'Show less': 'कम दिखाएँ',
  'Open screenshot from {name}': '{name} का स्क्रीनशॉट खोलें',
  'Open screenshot from customer': 'ग्राहक का स्क्रीनशॉट खोलें',
  'Screenshot shared by {name}': '{name} का भेजा स्क्रीनशॉट',
  'Screenshot shared by a customer': 'एक ग्राहक का भेजा स्क्रीनशॉट',
  'Screenshot from {name}': '{name} का स्क्रीनशॉट',
  'Screenshot from a customer': 'एक ग्राहक का स्क्रीनशॉट',
  'Deleting…': 'हटाया जा रहा है…',
  'Are you sure you want to delete this feedback?': 'क्या आप सच में यह राय हटाना चाहते हैं?',
  'Feedback deleted': 'राय हटा दी गई',
  'Failed to delete feedback': 'राय हटाई नहीं जा सकी',

  // The form
  'Edit your feedback': 'अपनी राय बदलें',
  'Your rating': 'आपकी रेटिंग',
  Comments: 'आपके शब्द',
  'Tell us about the fit, the fabric, the service…': 'फ़िटिंग, कपड़े, सर्विस के बारे में बताएँ…',
  'About a design (optional)': 'किसी डिज़ाइन के बारे में (ज़रूरी नहीं)',
  'A review stays with its design. To review another design, write a new review.':
    'रिव्यू अपने डिज़ाइन के साथ ही रहता है। किसी दूसरे डिज़ाइन के लिए नया रिव्यू लिखें।',
  'General feedback': 'दुकान के बारे में राय',
  'Screenshot (optional)': 'स्क्रीनशॉट (ज़रूरी नहीं)',
  'Failed to upload image.': 'फ़ोटो अपलोड नहीं हो सकी।',
  'You have already reviewed this design ({rating}/5). Each customer writes one review about the shop and one for each design: edit yours instead.':
    'आप इस डिज़ाइन का रिव्यू पहले ही लिख चुके हैं ({rating}/5)। हर ग्राहक दुकान के बारे में एक और हर डिज़ाइन के लिए एक रिव्यू लिखता है: कृपया अपना रिव्यू बदलें।',
  'You have already reviewed the shop ({rating}/5). Each customer writes one review about the shop and one for each design: edit yours instead.':
    'आप दुकान का रिव्यू पहले ही लिख चुके हैं ({rating}/5)। हर ग्राहक दुकान के बारे में एक और हर डिज़ाइन के लिए एक रिव्यू लिखता है: कृपया अपना रिव्यू बदलें।',
  'Edit your review': 'अपना रिव्यू बदलें',
  'Saving…': 'सेव हो रहा है…',
  'Update Feedback': 'राय अपडेट करें',
  'Submit Feedback': 'राय भेजें',
  'Cancel Edit': 'बदलाव रद्द करें',
  'Feedback updated!': 'आपकी राय अपडेट हो गई!',
  'Feedback submitted!': 'आपकी राय भेज दी गई!',
  'Something went wrong': 'कुछ गड़बड़ हो गई',
  'You are offline. Sending feedback will work when the connection is back. What you wrote stays here.':
    'आप ऑफ़लाइन हैं। इंटरनेट कनेक्शन वापस आने पर राय भेज सकेंगे। आपने जो लिखा है, वह यहीं रहेगा।',
  // domain's messages for the form
  'Choose a rating from 1 to 5': '1 से 5 तक रेटिंग चुनें',
  'Please write a comment': 'कृपया कुछ शब्द लिखें',
  'Comments can be at most 1000 characters': 'आप ज़्यादा से ज़्यादा 1000 अक्षर लिख सकते हैं',
  'Enter a valid image URL': 'फ़ोटो का सही लिंक डालें',

  // The feedback page
  Feedback: 'आपकी राय',
  'Tell us how we did — your rating and words help other customers and help us stitch better.':
    'हमें बताएँ कि हमारा काम कैसा लगा — आपकी रेटिंग और शब्द दूसरे ग्राहकों की मदद करते हैं, और हमें और अच्छी सिलाई करने में भी।',
  'Your Feedback': 'आपकी लिखी राय',
  'You have not submitted any feedback yet.': 'आपने अभी तक कोई राय नहीं भेजी है।',
  'Feedback From Others': 'दूसरों की राय',
  'No feedback from other users yet.': 'अभी दूसरे ग्राहकों की कोई राय नहीं है।',
} satisfies Catalogue;
