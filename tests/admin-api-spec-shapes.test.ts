/**
 * The admin catalogue calls accept the spec's own payloads (section 3 and the
 * old admin form): a `price` object, `color: "red"`, `suitDetails.style`, the
 * embellishment object and `dateAdded`, normalised as the importer does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, testUser, type TestUser } from './support/admin';
import { callApi } from './support/api';
import { ADMIN_CLAIMS } from './support/rules';

const RUN = `spec${Date.now().toString(36)}`;

type Answer = { success: boolean; message: string; product?: Record<string, unknown> };

/** The old admin form's body: its defaults (color "red"), the price object, the detail view's embellishments. */
function specForm(overrides: Record<string, unknown> = {}) {
  return {
    productName: `Spec Anarkali ${RUN}`,
    description: 'Georgette anarkali with zardozi yoke.',
    category: 'Suit',
    productType: 'readymade',
    color: 'red',
    price: { tailor: 2500, readyMade: '3,200' },
    discount: '0',
    quantityInStock: '3',
    shippingCost: '120',
    fabricType: 'georgette',
    stitchingType: 'Machine Stitching',
    pattern: 'Plain',
    embellishments: { embroidery: 'Zardozi yoke', beadwork: 'Pearl tassels', stonework: '', additionalDetails: 'Lined' },
    suitDetails: { style: 'anarkali', sleeveType: 'Long Sleeve', fitType: 'Regular Fit' },
    images: [{ url: 'https://res.cloudinary.com/demo/image/upload/anarkali.jpg' }],
    availabilityStatus: 'In Stock',
    featuredProduct: false,
    productStatus: 'Active',
    dateAdded: '2024-02-01T09:30:00.000Z',
    ...overrides,
  };
}

describe('/api/v1/admin accepts the spec’s product payloads', () => {
  let admin: TestUser;
  const created: string[] = [];

  beforeAll(async () => {
    admin = await testUser(`${RUN}-admin@silaistudio.test`, ADMIN_CLAIMS);
  });
  afterAll(async () => {
    await Promise.all(created.map((id) => adminDb().doc(`products/${id}`).delete()));
  });

  async function add(body: Record<string, unknown>) {
    const res = await callApi<Answer>('POST', '/admin/add_product', { token: admin.idToken, body });
    if (res.body.product) created.push(res.body.product.productId as string);
    return res;
  }

  it('add_product normalises the body and answers the stored product', async () => {
    const res = await add(specForm());
    expect(res.status).toBe(201);
    const product = res.body.product!;
    expect(product).toMatchObject({
      color: 'Red',
      productType: 'Ready-made',
      fabricType: 'Georgette',
      availabilityStatus: 'Available',
      tailorPrice: 2500,
      readyMadePrice: 3200,
      shippingCost: 120,
      quantityInStock: 3,
      suitDetails: { suitStyle: 'Anarkali', sleeveType: 'Long Sleeve', fitType: 'Regular Fit' },
      embellishments: ['Embroidery', 'Beads'],
      embellishmentDetails: { embroidery: 'Zardozi yoke', beadwork: 'Pearl tassels', stonework: '', additionalDetails: 'Lined' },
      createdAt: '2024-02-01T09:30:00.000Z',
    });
    const stored = (await adminDb().doc(`products/${product.productId}`).get()).data()!;
    expect(stored).toMatchObject({ tailorPrice: 250000, readyMadePrice: 320000, shippingCost: 12000, color: 'Red' });
    for (const key of ['price', 'dateAdded', '_id']) expect(stored).not.toHaveProperty(key);
    expect(stored.suitDetails).not.toHaveProperty('style');
    expect(stored.createdAt.toDate().toISOString()).toBe('2024-02-01T09:30:00.000Z');
  });

  it('add_product without a date is new now', async () => {
    const res = await add(specForm({ dateAdded: undefined, productName: `Spec Undated ${RUN}` }));
    expect(res.status).toBe(201);
    expect(Date.parse(res.body.product!.createdAt as string)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('update_product takes the whole spec form plus id; createdAt stays', async () => {
    const first = await add(specForm({ productName: `Spec Update ${RUN}` }));
    const id = first.body.product!.productId as string;
    const res = await callApi<Answer>('POST', '/admin/update_product', {
      token: admin.idToken,
      body: specForm({
        id,
        productName: `Spec Update ${RUN}`,
        color: 'maroon',
        price: { tailor: 2800 },
        embellishments: ['zari', 'SEQUINS'],
        suitDetails: { style: 'patiala' },
        dateAdded: '2020-01-01T00:00:00.000Z',
      }),
    });
    expect(res.status).toBe(200);
    expect(res.body.product).toMatchObject({
      color: 'Maroon',
      tailorPrice: 2800,
      readyMadePrice: 3200,
      embellishments: ['Zari Work', 'Sequin'],
      suitDetails: { suitStyle: 'Patiala' },
      createdAt: '2024-02-01T09:30:00.000Z',
    });
    const stored = (await adminDb().doc(`products/${id}`).get()).data()!;
    expect(stored).toMatchObject({ tailorPrice: 280000, readyMadePrice: 320000, color: 'Maroon' });
    // The embellishment details of the first call stay: this body sent the list form.
    expect(stored.embellishmentDetails).toMatchObject({ embroidery: 'Zardozi yoke' });
  });

  it('update_product gives a single price to the stored product’s own type', async () => {
    const first = await add(specForm({ productName: `Spec Tailored ${RUN}`, productType: 'tailor', price: { tailor: 2000 } }));
    expect(first.body.product).toMatchObject({ productType: 'Custom-made', tailorPrice: 2000, readyMadePrice: null });
    const id = first.body.product!.productId as string;
    const res = await callApi<Answer>('POST', '/admin/update_product', { token: admin.idToken, body: { productId: id, price: 2400 } });
    expect(res.status).toBe(200);
    expect(res.body.product).toMatchObject({ productType: 'Custom-made', tailorPrice: 2400, readyMadePrice: null });
  });

  it.each([
    ['a colour of no list', { color: 'purple' }, 'color: “purple” is not a colour the shop offers'],
    ['a price that is not rupees', { price: { tailor: 'on request' } }, 'price.tailor: tailor price must be a number of rupees'],
    ['a price range that does not say which is which', { price: { min: 100, max: 200 } }, 'price: a price range'],
    ['an unknown suit style', { suitDetails: { style: 'Sherwani' } }, 'suitDetails.suitStyle'],
    ['an embellishment of no list', { embellishments: ['Mirror Work'] }, 'embellishments:'],
    ['a date in the future', { dateAdded: '2199-01-01' }, 'dateAdded: the date is in the future'],
    ['a missing name', { productName: ' ' }, 'productName: product name is required'],
    ['a negative stock', { quantityInStock: -2 }, 'quantityInStock: quantity in stock cannot be negative'],
  ])('refuses %s with 400 naming the field', async (_label, overrides, message) => {
    const res = await add(specForm(overrides));
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toContain(message);
  });
});
