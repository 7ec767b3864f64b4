/**
 * Stamp & Card Designs against the real server, in two browsers: a shop with a design bought with
 * its plan sends a brief on /store/designs; the platform's designer (an operator with the
 * `designer` role, made by the CLI) notes the consultation and publishes two concept drafts; the
 * shop picks one and asks for a revision; the designer publishes the revised version; the shop
 * accepts it; the designer delivers the final file; the shop puts it on its stamp card.
 */
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { keepOperatorSession, signedInOperator } from './adminKit';
import { authHeaders, expect, registerMerchant, seedSession, test } from './support';

/** A small PNG with a word on it: a concept drawn for the test. */
function drawing(word: string, colour: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240"><rect width="240" height="240" fill="${colour}"/><text x="20" y="130" font-size="40" fill="#fff">${word}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function upload(designer: Page, label: string, name: string, png: Buffer) {
  await designer.getByLabel(label).setInputFiles({ name, mimeType: 'image/png', buffer: png });
  await designer.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(designer.getByRole('img', { name: `File: ${name}` })).toBeVisible();
}

test('a design request goes through consultation, drafts, a revision and delivery, onto the stamp card', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const suffix = `${Date.now()}`.slice(-6);
  const name = `Shwe Design Tea ${suffix}`;
  const session = await registerMerchant(request, { shopname: name });
  const merchantId = session.merchantUser.merchant_id;
  const headers = authHeaders(session);
  const post = async (path: string, data: object, extra: Record<string, string> = {}) => {
    const answer = await request.post(`/api/${path}`, { headers: { ...headers, ...extra }, data });
    expect(answer.ok(), `${path}: ${answer.status()} ${await answer.text()}`).toBe(true);
    return answer.json();
  };
  // Premium for 3 months and one Stamp & Card Design, paid by card at the server's price.
  const phone = session.user.phone;
  const sent = await post(`merchant/sendOtp/${merchantId}`, { phone });
  await post(`merchant/verifyOtp/${merchantId}`, { phone, otp: sent.data.code });
  await post(`merchant/addPlan/${merchantId}`, { plan_id: 3, duration_month: 3 });
  await post(`merchant/addAddon/${merchantId}`, {
    addon_type_id: 5,
    quantity: 1,
    remark: 'One stamp design',
  });
  const { order: summary } = (await (
    await request.get(`/api/merchant/orderSummary/${merchantId}`, { headers })
  ).json()) as { order: { amount_minor: number; total: number } };
  const intent = await post(
    `merchant/createPaymentIntent/${merchantId}`,
    {
      amount: summary.amount_minor,
      currency: 'MMK',
      description: 'Monthly Subscription Fee',
      metadata: { shop_name: name, category_id: 1, township: 'Bahan' },
    },
    { 'idempotency-key': `e2e-design-intent-${merchantId}` },
  );
  await post(`merchant/processPayment/${merchantId}`, {
    payment_intent_id: intent.id,
    card_number: '4242424242424242',
    card_holder_name: 'Daw Khin',
    expired_month: 12,
    expired_year: new Date().getUTCFullYear() + 1,
    cvc: '739',
    amount: summary.total,
    currency: 'MMK',
  });

  // The brief.
  await seedSession(page, session);
  await page.goto('/store/designs');
  await expect(page.getByRole('heading', { level: 1, name: 'Stamp & Card Designs' })).toBeVisible();
  await expect(page.getByText('Design units left: 1 of 1 bought with your plan.')).toBeVisible();
  await page.getByRole('button', { name: 'Ask for a design' }).click();
  const brief = page.getByRole('dialog', { name: 'Ask for a design' });
  await brief.getByRole('radio', { name: /^Loyalty stamp/ }).check();
  await brief
    .getByLabel('Your brief')
    .fill('A teacup with steam, in our red and gold, for a card of 8 stamps.');
  await brief.getByRole('button', { name: 'Send the brief' }).click();
  await expect(
    page.getByText(/^Your brief is sent: request no\. \d+ is with the designer\./),
  ).toBeVisible();

  // The designer, in the back office.
  const office = await browser.newContext();
  const designer = await office.newPage();
  await keepOperatorSession(designer, await signedInOperator(request, 'designer'));
  await designer.goto('/admin/designs');
  await designer
    .getByRole('link', { name: /^Open request no\. \d+$/ })
    .first()
    .click();
  await designer.getByRole('button', { name: 'Note the consultation' }).click();
  const note = designer.getByRole('dialog', { name: 'Note the consultation' });
  await note.getByLabel('What was agreed').fill('Red and gold, a steaming cup, round.');
  await note.getByRole('button', { name: 'Save the note' }).click();
  await upload(
    designer,
    'Concept draft (PNG, JPEG or PDF)',
    'cup-a.png',
    await drawing('A', '#7a1f1f'),
  );
  await upload(
    designer,
    'Concept draft (PNG, JPEG or PDF)',
    'cup-b.png',
    await drawing('B', '#a36b00'),
  );
  await designer.getByRole('button', { name: 'Publish to the merchant' }).click();
  await designer
    .getByRole('dialog', { name: 'Publish to the merchant' })
    .getByRole('button', { name: 'Publish', exact: true })
    .click();
  await expect(designer.getByText('Waiting for the merchant.')).toBeVisible();

  // The shop picks the second draft and asks for a revision.
  await page.reload();
  await page
    .getByRole('button', { name: /^Open request no\. \d+$/ })
    .first()
    .click();
  await expect(
    page.getByText('It is your turn: pick a draft, then accept it or ask for a revision.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Pick cup-b.png' }).click();
  await page.getByRole('button', { name: 'Ask for a revision' }).click();
  const revision = page.getByRole('dialog', { name: 'Ask for a revision' });
  await revision.getByLabel('What to change').fill('A little more steam, please.');
  await revision.getByRole('button', { name: 'Ask for the revision' }).click();
  await expect(page.getByText(/^Your revision is asked\./)).toBeVisible();

  // The revised version.
  await designer.reload();
  await upload(
    designer,
    'Revised version (PNG, JPEG or PDF)',
    'cup-b2.png',
    await drawing('B2', '#a36b00'),
  );
  await designer.getByRole('button', { name: 'Publish to the merchant' }).click();
  await designer
    .getByRole('dialog', { name: 'Publish to the merchant' })
    .getByRole('button', { name: 'Publish', exact: true })
    .click();
  await expect(designer.getByText('Waiting for the merchant.')).toBeVisible();

  // The shop accepts it.
  await page.reload();
  await page
    .getByRole('button', { name: /^Open request no\. \d+$/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Pick cup-b2.png' }).click();
  await page.getByRole('button', { name: 'Accept the chosen draft' }).click();
  await page
    .getByRole('alertdialog', { name: 'Accept the chosen draft?' })
    .getByRole('button', { name: 'Accept' })
    .click();
  await expect(
    page.getByText('Accepted. The designer now prepares the final files.'),
  ).toBeVisible();

  // The final file, delivered.
  await designer.reload();
  await upload(
    designer,
    'Final file (PNG, JPEG or PDF)',
    'cup-final.png',
    await drawing('OK', '#7a1f1f'),
  );
  await designer.getByRole('button', { name: 'Deliver the final files' }).click();
  await designer
    .getByRole('dialog', { name: 'Deliver the final files' })
    .getByRole('button', { name: 'Deliver', exact: true })
    .click();
  await expect(designer.getByText(/^Delivered on /)).toBeVisible();
  await office.close();

  // The shop puts it on its stamp card (its store and card set up as their editors would).
  const stored = await request.put(`/api/merchant/store/${merchantId}`, {
    headers,
    data: {
      name,
      slug: '',
      description: 'Tea and snacks from six in the morning.',
      category_id: 1,
      township_id: 1,
      address: 'No. 7, Bo Aung Kyaw Street',
      phone: '09421234567',
      hours: [],
      logo_photo_id: null,
      cover_photo_id: null,
    },
  });
  expect(stored.ok(), await stored.text()).toBe(true);
  const cardSaved = await request.put(`/api/merchant/store/${merchantId}/stamp-card`, {
    headers,
    data: {
      enabled: true,
      stamps_needed: 8,
      reward: 'Free milk tea',
      background: '#7a1f1f',
      color: '#f5c542',
      logo_photo_id: null,
    },
  });
  expect(cardSaved.ok(), await cardSaved.text()).toBe(true);
  await page.reload();
  await page
    .getByRole('button', { name: /^Open request no\. \d+$/ })
    .first()
    .click();
  await expect(page.getByRole('link', { name: 'Download cup-final.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Use on my stamp card' }).click();
  await expect(page.getByText('The design is on your stamp card.')).toBeVisible();
  const card = await (
    await request.get(`/api/merchant/store/${merchantId}/loyalty`, { headers })
  ).json();
  expect(card.stamp_card.logo).not.toBeNull();
});
