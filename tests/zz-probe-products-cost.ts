// Temporary measurement of rule evaluation cost (deleted after use).
import { readFileSync } from 'node:fs';
import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { EMBELLISHMENTS, PRODUCT_FORM_DEFAULTS } from '@tailor/domain';

const base = readFileSync('firestore.rules', 'utf8').replaceAll('{0,2040}', '{0,1000}').replaceAll('{1,2040}', '{1,1000}');
const CREATE = 'isNewProduct(request.resource.data, productId)';
const UPDATE = 'isProductUpdate(request.resource.data, productId)';
if (!base.includes(CREATE) || !base.includes(UPDATE)) throw new Error('markers');

const all = PRODUCT_FORM_DEFAULTS;
function biggest(tag: string) {
  const { blouseDetails: _b, suitDetails: _s, lehengaDetails: _l, ...defaults } = PRODUCT_FORM_DEFAULTS;
  return {
    ...defaults,
    productName: `Big ${tag}`, description: `Big one ${tag}`, category: 'Saree', tailorPrice: 100, readyMadePrice: 200, shippingCost: 0, quantityInStock: 1,
    images: Array.from({ length: 10 }, (_, i) => ({ url: `https://cdn.example.com/${tag}${i}.jpg`, path: `products/big/${tag}${i}.jpg` })),
    embellishments: tag === 'a' ? [...EMBELLISHMENTS] : [...EMBELLISHMENTS].reverse(),
    customizationOptions: Array.from({ length: 20 }, (_, i) => `Option ${tag}${i}`),
    seasonalTags: Array.from({ length: 20 }, (_, i) => `s${tag}${i}`),
    tags: Array.from({ length: 30 }, (_, i) => `t${tag}${i}`),
    fabricFeel: `Soft ${tag}`, durability: `Years ${tag}`, stitchedImage: `/garments/${tag}.svg`, video: `https://v.example.com/${tag}`,
    sareeDetails: { ...all.sareeDetails, embroideryDetails: tag },
    blouseTailoring: { galaDesign: tag, backDesign: 'b', bajuDesign: 'c', silaiType: 'd', blouseCustomizations: 'e' },
    embellishmentDetails: { embroidery: tag, beadwork: 'b', stonework: 'c', additionalDetails: 'd' },
  };
}

let n = Date.now() % 100000;
let variant = '';
async function passes(mode: 'create' | 'update', burn: number): Promise<boolean> {
  const extra = burn > 0 ? ` && [${'1, '.repeat(burn)}1].size() > 0` : '';
  const create = variant ? `${variant} && true` : CREATE;
  const rules = mode === 'create' ? base.replace(CREATE, create + extra).replace('allow create: if isAdmin() && ', variant ? 'allow create: if ' : 'allow create: if isAdmin() && ') : base.replace(UPDATE, UPDATE + extra);
  const env = await initializeTestEnvironment({ projectId: `demo-probe-${n++}`, firestore: { rules, host: '127.0.0.1', port: 8080 } });
  try {
    const db = env.authenticatedContext('boss', { role: 'admin' }).firestore();
    if (mode === 'create') {
      await setDoc(doc(db, 'products/big'), { ...biggest('a'), createdAt: serverTimestamp(), lastUpdated: serverTimestamp() });
    } else {
      const t = Timestamp.fromMillis(Date.UTC(2026, 0, 1));
      await env.withSecurityRulesDisabled(async (ctx) => {
        await setDoc(doc(ctx.firestore(), 'products/big'), { ...biggest('a'), createdAt: t, lastUpdated: t, rating: 1, ratingCount: 1, priceFrom: 5 });
      });
      const b: Record<string, unknown> = biggest('b');
      if (process.env.KEEP_IMAGES) b.images = biggest('a').images;
      if (process.env.KEEP_DETAILS) { b.sareeDetails = biggest('a').sareeDetails; b.blouseTailoring = biggest('a').blouseTailoring; b.embellishmentDetails = biggest('a').embellishmentDetails; }
      if (process.env.KEEP_LISTS) { for (const k of ['embellishments', 'customizationOptions', 'seasonalTags', 'tags']) b[k] = (biggest('a') as Record<string, unknown>)[k]; }
      await updateDoc(doc(db, 'products/big'), { ...b, lastUpdated: serverTimestamp() });
    }
    return true;
  } catch (e) {
    if (!String(e).includes('PERMISSION_DENIED')) throw e;
    if (burn === 0) console.log(String(e).slice(0, 400));
    return false;
  } finally {
    await env.cleanup();
  }
}

async function headroom(mode: 'create' | 'update'): Promise<number> {
  if (!(await passes(mode, 0))) return -1;
  let lo = 0, hi = 1100;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (await passes(mode, mid)) lo = mid; else hi = mid - 1;
  }
  return lo;
}
for (const v of process.env.ONLY_UPDATE ? [] : process.env.VARIANTS_ONLY ? ['', 'isImageList(request.resource.data.images)'] : ['', 'hasProductKeys(request.resource.data)', 'productScalarsOk(request.resource.data, productId)', 'productListsOk(request.resource.data)', 'isImageList(request.resource.data.images)', 'newProductDetailsOk(request.resource.data)']) {
  variant = v;
  console.log(`PROBE ${await headroom('create')}\t${v || 'FULL CREATE'}`);
}
variant = '';
if (!process.env.VARIANTS_ONLY) console.log(`PROBE update headroom ${await headroom('update')}`);
