import {
  checkBanner,
  checkPost,
  checkPromo,
  postRequestOf,
  promoRequestOf,
  wholeNumberOf,
  type PostFormValues,
  type PromoFormValues,
} from './validation';

const promo = (overrides: Partial<PromoFormValues> = {}): PromoFormValues => ({
  code: 'rain10',
  kind: 'percent',
  value: '10',
  validFrom: '2026-12-01',
  validTo: '2026-12-31',
  maxUses: '',
  maxUsesPerCustomer: '',
  minTotal: '0',
  active: true,
  ...overrides,
});

const photo = { id: 'p1', width: 640, height: 320, widths: [320, 640] };

describe('checkPromo', () => {
  it('passes a good code and makes its request (upper-case, no limit as null)', () => {
    expect(checkPromo(promo())).toEqual({});
    expect(promoRequestOf(promo())).toEqual({
      code: 'RAIN10',
      kind: 'percent',
      value: 10,
      valid_from: '2026-12-01',
      valid_to: '2026-12-31',
      max_uses: null,
      max_uses_per_customer: null,
      min_total: 0,
      active: true,
    });
  });

  it.each([
    ['', 'promotions.problems.codeRequired'],
    ['AB', 'promotions.problems.codeInvalid'],
    ['RAIN 10', 'promotions.problems.codeInvalid'],
    ['RAIN_10', 'promotions.problems.codeInvalid'],
    ['A234567890123456789012', 'promotions.problems.codeInvalid'],
  ])('refuses the code %j', (code, problem) => {
    expect(checkPromo(promo({ code }))).toEqual({ code: problem });
  });

  it('takes letters, digits and dashes, 3 to 20 of them', () => {
    expect(checkPromo(promo({ code: 'new-year-2027' }))).toEqual({});
    expect(checkPromo(promo({ code: 'abc' }))).toEqual({});
    expect(checkPromo(promo({ code: '12345678901234567890' }))).toEqual({});
  });

  it('keeps a percent between 1 and 100', () => {
    expect(checkPromo(promo({ value: '100' }))).toEqual({});
    expect(checkPromo(promo({ value: '101' }))).toEqual({
      value: 'promotions.problems.percentInvalid',
    });
    expect(checkPromo(promo({ value: '0' }))).toEqual({
      value: 'promotions.problems.percentInvalid',
    });
    expect(checkPromo(promo({ value: '12.5' }))).toEqual({
      value: 'promotions.problems.percentInvalid',
    });
    expect(checkPromo(promo({ value: ' ' }))).toEqual({
      value: 'promotions.problems.valueRequired',
    });
  });

  it('lets an amount go past 100, up to 10,000,000 MMK, typed in either script', () => {
    expect(checkPromo(promo({ kind: 'amount', value: '5,000' }))).toEqual({});
    expect(promoRequestOf(promo({ kind: 'amount', value: '၅,၀၀၀' })).value).toBe(5000);
    expect(checkPromo(promo({ kind: 'amount', value: '10000001' }))).toEqual({
      value: 'promotions.problems.amountInvalid',
    });
  });

  it('wants the end on or after the start', () => {
    expect(checkPromo(promo({ validFrom: '2026-12-01', validTo: '2026-12-01' }))).toEqual({});
    expect(checkPromo(promo({ validFrom: '2026-12-02', validTo: '2026-12-01' }))).toEqual({
      valid_to: 'promotions.problems.toBeforeFrom',
    });
    expect(checkPromo(promo({ validFrom: '', validTo: '' }))).toEqual({
      valid_from: 'promotions.problems.dateRequired',
      valid_to: 'promotions.problems.dateRequired',
    });
  });

  it('reads most uses (empty: no limit) and the least order total', () => {
    expect(promoRequestOf(promo({ maxUses: '50', minTotal: '10,000' }))).toMatchObject({
      max_uses: 50,
      min_total: 10000,
    });
    expect(promoRequestOf(promo({ minTotal: '' })).min_total).toBe(0);
    expect(checkPromo(promo({ maxUses: '0' }))).toEqual({
      max_uses: 'promotions.problems.maxUsesInvalid',
    });
    expect(checkPromo(promo({ minTotal: '-1' }))).toEqual({
      min_total: 'promotions.problems.minTotalInvalid',
    });
  });

  it('reads the uses per customer (empty: no limit of its own), in either script', () => {
    expect(promoRequestOf(promo({ maxUsesPerCustomer: '၂' })).max_uses_per_customer).toBe(2);
    expect(promoRequestOf(promo()).max_uses_per_customer).toBeNull();
    expect(checkPromo(promo({ maxUsesPerCustomer: '0' }))).toEqual({
      max_uses_per_customer: 'promotions.problems.maxUsesInvalid',
    });
  });
});

const post = (overrides: Partial<PostFormValues> = {}): PostFormValues => ({
  kind: 'announcement',
  title: 'New menu',
  body: 'Mohinga every morning.',
  eventDate: '',
  eventTime: '',
  ...overrides,
});

describe('checkPost', () => {
  it('passes an announcement and sends no date or time for it', () => {
    expect(checkPost(post({ eventDate: '2026-12-24', eventTime: '18:00' }))).toEqual({});
    expect(postRequestOf(post({ eventDate: '2026-12-24', eventTime: '18:00' }), null)).toEqual({
      kind: 'announcement',
      title: 'New menu',
      body: 'Mohinga every morning.',
      event_date: null,
      event_time: null,
      photo_id: null,
    });
  });

  it('wants an event’s date and time', () => {
    expect(checkPost(post({ kind: 'event' }))).toEqual({
      event_date: 'promotions.problems.eventDateRequired',
      event_time: 'promotions.problems.eventTimeRequired',
    });
    expect(checkPost(post({ kind: 'event', eventDate: '2026-12-24', eventTime: '24:00' }))).toEqual(
      { event_time: 'promotions.problems.eventTimeRequired' },
    );
    expect(
      postRequestOf(post({ kind: 'event', eventDate: '2026-12-24', eventTime: '18:30' }), photo),
    ).toMatchObject({ event_date: '2026-12-24', event_time: '18:30', photo_id: 'p1' });
  });

  it('wants a title of at most 120 characters and a text of at most 2,000', () => {
    expect(checkPost(post({ title: '  ' }))).toEqual({
      title: 'promotions.problems.titleRequired',
    });
    expect(checkPost(post({ title: 'x'.repeat(121) }))).toEqual({
      title: 'promotions.problems.titleLong',
    });
    expect(checkPost(post({ body: 'x'.repeat(2001) }))).toEqual({
      body: 'promotions.problems.bodyLong',
    });
  });
});

describe('checkBanner', () => {
  it('wants a picture and a title of at most 80 characters', () => {
    expect(checkBanner('Rainy season sale', photo)).toEqual({});
    expect(checkBanner('', null)).toEqual({
      title: 'promotions.problems.titleRequired',
      photo_id: 'promotions.problems.bannerPhotoRequired',
    });
    expect(checkBanner('x'.repeat(81), photo)).toEqual({
      title: 'promotions.problems.bannerTitleLong',
    });
  });
});

describe('wholeNumberOf', () => {
  it('reads whole numbers in range only', () => {
    expect(wholeNumberOf('၁၂', 1, 100)).toBe(12);
    expect(wholeNumberOf('1,000', 0, 1000)).toBe(1000);
    expect(wholeNumberOf('1001', 0, 1000)).toBeNull();
    expect(wholeNumberOf('abc', 0, 1000)).toBeNull();
  });
});
