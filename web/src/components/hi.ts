/**
 * Hindi for the image uploader (ImageUploader.tsx, with its thumbnails'
 * remove buttons in PictureList.tsx), loaded by the uploader itself. Terms as
 * in docs/i18n.md's glossary.
 */
import type { Catalogue } from '../lib/i18n/translate';

export default {
  'Choose image': 'फ़ोटो चुनें',
  'Choose images': 'फ़ोटो चुनें',
  'Uploading…': 'अपलोड हो रहा है…',
  'Uploading {name}': '{name} अपलोड हो रही है',
  '{label}: images': '{label}: फ़ोटो',
  'Remove image {number}': 'फ़ोटो {number} हटाएँ',
  'Images only, under 5 MB each.': 'सिर्फ़ फ़ोटो, हर एक 5 MB से कम।',
  'Limit of {count} image reached.': 'ज़्यादा से ज़्यादा {count} फ़ोटो हो चुकी है।',
  'Limit of {count} images reached.': 'ज़्यादा से ज़्यादा {count} फ़ोटो हो चुकी हैं।',
  'You can add up to {count} image.': 'आप ज़्यादा से ज़्यादा {count} फ़ोटो जोड़ सकते हैं।',
  'You can add up to {count} images.': 'आप ज़्यादा से ज़्यादा {count} फ़ोटो जोड़ सकते हैं।',
  '{name} is not an image the shop accepts (JPEG, PNG, WebP or AVIF).': '{name} ऐसी फ़ोटो नहीं है जो हम ले सकें (JPEG, PNG, WebP या AVIF भेजें)।',
  '{name} is too large: images must be under 5 MB.': '{name} बहुत बड़ी है: फ़ोटो 5 MB से कम होनी चाहिए।',
  '{name} could not be read as an image. Try a JPEG or PNG photo.': '{name} फ़ोटो के रूप में खुल नहीं सकी। JPEG या PNG फ़ोटो भेजकर देखें।',
  'Image upload failed. Please try again.': 'फ़ोटो अपलोड नहीं हो सकी। कृपया फिर से कोशिश करें।',
  'Uploads are unavailable right now: the storage service is not running. You can still paste an image link.':
    'अभी फ़ोटो अपलोड नहीं हो सकती: स्टोरेज सेवा बंद है। आप फ़ोटो का लिंक डाल सकते हैं।',
  'Image link for {label}': '{label} के लिए फ़ोटो का लिंक',
  'https://… image link': 'https://… फ़ोटो का लिंक',
  'Add image link': 'फ़ोटो का लिंक जोड़ें',
  'Enter a valid image link (starting with https://).': 'फ़ोटो का सही लिंक डालें (https:// से शुरू होने वाला)।',
  'This image is already added.': 'यह फ़ोटो पहले से जुड़ी है।',
} satisfies Catalogue;
