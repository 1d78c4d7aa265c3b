/**
 * Hindi for signing in and up: the login, sign-up, welcome and new-password
 * screens, the reset dialog, Firebase's errors in the shop's words
 * (authErrors.ts) and domain's form messages. Terms as in docs/i18n.md's glossary.
 */
import type { Catalogue } from '../../lib/i18n/translate';

export default {
  // Sign in
  'Sign In': 'लॉग इन',
  'Welcome back! Sign in to see your cart, orders and feedback.': 'आपका फिर से स्वागत है! अपना कार्ट, ऑर्डर और अपनी राय देखने के लिए लॉग इन करें।',
  'or sign in with email': 'या ईमेल से लॉग इन करें',
  Email: 'ईमेल',
  'you@example.com': 'you@example.com',
  Password: 'पासवर्ड',
  'Enter your password': 'अपना पासवर्ड लिखें',
  'Forgot password?': 'पासवर्ड भूल गए?',
  'Signing in...': 'लॉग इन हो रहा है...',
  'New here?': 'पहली बार आए हैं?',
  'Create an account': 'अकाउंट बनाएँ',
  'Connecting to Google...': 'Google से जुड़ रहे हैं...',
  'Continue with Google': 'Google से आगे बढ़ें',
  Hide: 'छिपाएँ',
  Show: 'दिखाएँ',
  password: 'पासवर्ड',

  // Sign up
  'Create Account': 'अकाउंट बनाएँ',
  'Save your measurements, keep a cart and follow your orders.': 'अपना नाप सेव करें, कार्ट रखें और अपने ऑर्डर पर नज़र रखें।',
  'or sign up with email': 'या ईमेल से साइन अप करें',
  'Full name': 'पूरा नाम',
  'Your full name': 'आपका पूरा नाम',
  'Create a password': 'पासवर्ड बनाएँ',
  'At least 6 characters.': 'कम से कम 6 अक्षर।',
  'Creating your account...': 'आपका अकाउंट बन रहा है...',
  'By creating an account you accept our Terms & Privacy Policy.': 'अकाउंट बनाकर आप हमारी शर्तें और प्राइवेसी पॉलिसी मानते हैं।',
  'Already have an account?': 'पहले से अकाउंट है?',
  'Sign in': 'लॉग इन करें',

  // Welcome, already signed in
  Welcome: 'स्वागत है',
  'Tailoring made for you: sign in or create an account to keep a cart, order and leave feedback.':
    'आपके लिए सिलाई: कार्ट रखने, ऑर्डर करने और अपनी राय देने के लिए लॉग इन करें या अकाउंट बनाएँ।',
  Login: 'लॉग इन',
  Signup: 'साइन अप',
  'Just browsing? See our designs': 'बस देख रहे हैं? हमारे डिज़ाइन देखें',
  'You are signed in as {name}.': 'आप {name} के नाम से लॉग इन हैं।',
  Continue: 'आगे बढ़ें',
  'Login as a different user': 'दूसरे अकाउंट से लॉग इन करें',
  'Welcome to the shop, {name}! Your account is ready.': 'दुकान में आपका स्वागत है, {name}! आपका अकाउंट तैयार है।',
  'Welcome to the shop! Your account is ready.': 'दुकान में आपका स्वागत है! आपका अकाउंट तैयार है।',
  'Welcome back, {name}!': 'आपका फिर से स्वागत है, {name}!',
  'Welcome back!': 'आपका फिर से स्वागत है!',

  // Password reset
  'Reset your password': 'अपना पासवर्ड बदलें',
  "If an account exists for that e-mail, we've sent a link to reset the password.": 'अगर इस ईमेल से कोई अकाउंट है, तो हमने पासवर्ड बदलने का लिंक भेज दिया है।',
  'The link works once and for a limited time. Check your spam folder if nothing arrives in a few minutes.':
    'लिंक एक ही बार और कुछ समय तक ही चलता है। कुछ मिनट में कुछ न आए तो स्पैम फ़ोल्डर देखें।',
  'Back to sign in': 'लॉग इन पर वापस जाएँ',
  'Enter the e-mail you sign in with and we will send you a link to choose a new password.': 'जिस ईमेल से आप लॉग इन करते हैं, वह लिखें; हम नया पासवर्ड चुनने का लिंक भेजेंगे।',
  'Sending...': 'भेजा जा रहा है...',
  'Send reset link': 'लिंक भेजें',
  'Choose a new password': 'नया पासवर्ड चुनें',
  'For {email}': '{email} के लिए',
  'Checking your reset link...': 'आपका लिंक जाँचा जा रहा है...',
  'Send me a new link': 'मुझे नया लिंक भेजें',
  'New password': 'नया पासवर्ड',
  'Repeat the new password': 'नया पासवर्ड दोबारा लिखें',
  'Type it again': 'फिर से लिखें',
  'Saving...': 'सेव हो रहा है...',
  'Save new password': 'नया पासवर्ड सेव करें',
  'Your password has been changed. Sign in with your new password.': 'आपका पासवर्ड बदल गया है। नए पासवर्ड से लॉग इन करें।',
  'This reset link is incomplete. Open the link from the e-mail again, or ask for a new one.': 'यह लिंक अधूरा है। ईमेल वाला लिंक फिर से खोलें, या नया लिंक मँगाएँ।',

  // Firebase's errors, in the shop's words (authErrors.ts)
  'Incorrect email or password.': 'ईमेल या पासवर्ड ग़लत है।',
  'Something went wrong while signing you in. Please try again.': 'लॉग इन करते समय कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  'An account with this email already exists.': 'इस ईमेल से पहले से एक अकाउंट है।',
  'This Google account is already linked to another account.': 'यह Google अकाउंट पहले से किसी दूसरे अकाउंट से जुड़ा है।',
  'An account with this email already exists. Sign in with your email and password instead.': 'इस ईमेल से पहले से एक अकाउंट है। अपने ईमेल और पासवर्ड से लॉग इन करें।',
  'That password is too weak. Use at least 6 characters.': 'यह पासवर्ड बहुत कमज़ोर है। कम से कम 6 अक्षर रखें।',
  'Please enter a valid email address.': 'कृपया सही ईमेल पता लिखें।',
  'Enter your password.': 'अपना पासवर्ड लिखें।',
  'Please enter your email address.': 'कृपया अपना ईमेल पता लिखें।',
  'This account has been disabled. Please contact the shop.': 'यह अकाउंट बंद कर दिया गया है। कृपया दुकान से संपर्क करें।',
  'We could not reach the sign-in service. Check your internet connection and try again.': 'लॉग इन सेवा से संपर्क नहीं हो सका। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  'Too many attempts. Please wait a few minutes and try again.': 'बहुत बार कोशिश हो गई। कृपया कुछ मिनट रुककर फिर से कोशिश करें।',
  'The Google sign-in window was closed before signing in.': 'लॉग इन होने से पहले Google की विंडो बंद हो गई।',
  'Google sign-in was cancelled.': 'Google से लॉग इन रद्द हो गया।',
  'Your browser blocked the Google sign-in window. Allow pop-ups for this site and try again.':
    'आपके ब्राउज़र ने Google लॉग इन की विंडो रोक दी। इस साइट के लिए पॉप-अप की अनुमति दें और फिर से कोशिश करें।',
  'This way of signing in is not enabled for the shop yet.': 'लॉग इन का यह तरीक़ा अभी दुकान के लिए चालू नहीं है।',
  'Google sign-in is not available on this address.': 'इस पते पर Google से लॉग इन उपलब्ध नहीं है।',
  'Google sign-in is not supported in this browser.': 'इस ब्राउज़र में Google से लॉग इन नहीं होता।',
  'Your browser blocks the storage sign-in needs. Turn off private mode or allow site data.':
    'लॉग इन के लिए ज़रूरी स्टोरेज आपका ब्राउज़र रोक रहा है। प्राइवेट मोड बंद करें या साइट का डेटा रखने दें।',
  'Please sign in again to continue.': 'आगे बढ़ने के लिए कृपया फिर से लॉग इन करें।',
  'Your session has expired. Please sign in again.': 'आपका सेशन ख़त्म हो गया है। कृपया फिर से लॉग इन करें।',
  'This reset link has expired. Ask for a new one below.': 'इस लिंक का समय ख़त्म हो गया है। नीचे से नया लिंक मँगाएँ।',
  'This reset link is not valid any more: it may have been used already. Ask for a new one below.':
    'यह लिंक अब काम नहीं करता: शायद इसका इस्तेमाल हो चुका है। नीचे से नया लिंक मँगाएँ।',
  'Your account could not be set up. Please try again.': 'आपका अकाउंट तैयार नहीं हो सका। कृपया फिर से कोशिश करें।',
  'Google sign-in could not start. Check your internet connection, or sign in with your email and password.':
    'Google से लॉग इन शुरू नहीं हो सका। अपना इंटरनेट कनेक्शन जाँचें, या ईमेल और पासवर्ड से लॉग इन करें।',

  // domain's form messages
  'Please enter your full name': 'कृपया अपना पूरा नाम लिखें',
  'Enter a valid email address': 'सही ईमेल पता लिखें',
  'Password must be at least 6 characters': 'पासवर्ड कम से कम 6 अक्षर का होना चाहिए',
  'Password is too long': 'पासवर्ड बहुत लंबा है',
  'The two passwords do not match': 'दोनों पासवर्ड एक जैसे नहीं हैं',
  'Please use your own name: names with "Silai Studio" are kept for the shop': 'कृपया अपना नाम लिखें: "Silai Studio" वाले नाम दुकान के लिए रखे गए हैं',

  // The verify-e-mail banner under the navigation
  'Verify your e-mail.': 'अपना ईमेल वेरिफ़ाई करें।',
  'We sent a link to {email}; open it to confirm the address is yours.': 'हमने {email} पर एक लिंक भेजा है; यह पता आपका ही है, यह पक्का करने के लिए वह लिंक खोलें।',
  'Sending…': 'भेजा जा रहा है…',
  'Link sent': 'लिंक भेज दिया',
  'Send the link again': 'लिंक फिर से भेजें',
  'Dismiss the e-mail verification reminder': 'ईमेल वेरिफ़ाई करने की याद हटाएँ',
  'A new link is on its way to {email}.': 'नया लिंक {email} पर भेजा जा रहा है।',
  'Too many requests. Please wait a few minutes and try again.': 'बहुत ज़्यादा कोशिशें हो गईं। कृपया कुछ मिनट रुककर फिर से कोशिश करें।',
  'The link could not be sent. Please try again.': 'लिंक नहीं भेजा जा सका। कृपया फिर से कोशिश करें।',
} satisfies Catalogue;
