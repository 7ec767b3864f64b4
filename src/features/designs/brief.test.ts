import type { DesignCatalogue } from '@contract/designs';
import { briefProblems, briefRequest, briefTotal, logoSignature, refusalAt } from './brief';

// The prices of docs/rules.md ("Stamp & Card Designs").
const catalogue: DesignCatalogue = {
  products: [
    { code: 'loyalty_stamp', name: 'Loyalty stamp', name_my: 'x', price: 8000, stamp_card: true },
    { code: 'gift_card', name: 'Gift card', name_my: 'x', price: 10000, stamp_card: false },
    {
      code: 'stamp_set',
      name: 'Branded stamp set of 5',
      name_my: 'x',
      price: 30000,
      stamp_card: true,
    },
  ],
  extras: [
    { code: 'mockups_3d', name: '3D mockups', name_my: 'x', price: 5000 },
    { code: 'animation', name: 'Animation', name_my: 'x', price: 8000 },
    { code: 'printing', name: 'Printing coordination', name_my: 'x', price: 7000 },
  ],
  concept_drafts: { min: 2, max: 3 },
  revision_rounds: 2,
  unit_price: 8000,
};

describe('briefTotal', () => {
  it('adds the extras to the product', () => {
    expect(briefTotal(catalogue, { product: 'loyalty_stamp', extras: [] })).toBe(8000);
    // 10,000 + 5,000 + 7,000
    expect(
      briefTotal(catalogue, { product: 'gift_card', extras: ['mockups_3d', 'printing'] }),
    ).toBe(22000);
    // 30,000 + 5,000 + 8,000 + 7,000
    expect(
      briefTotal(catalogue, {
        product: 'stamp_set',
        extras: ['printing', 'animation', 'mockups_3d'],
      }),
    ).toBe(50000);
  });
});

describe('the brief before it is sent', () => {
  const form = {
    product: 'gift_card',
    extras: ['animation'],
    brief: '  Gold and green  ',
    colours: [],
  };

  it('needs words in the brief', () => {
    expect(briefProblems({ ...form, brief: '   ' })).toEqual({
      brief: 'designs.brief.briefRequired',
    });
    expect(briefProblems(form)).toEqual({});
  });

  it('sends the brief trimmed, the colours in lower case, five at most', () => {
    expect(
      briefRequest({
        ...form,
        colours: ['#AA3300', '#00ff00', '#0000ff', '#111111', '#222222', '#333333'],
      }),
    ).toEqual({
      product: 'gift_card',
      extras: ['animation'],
      brief: 'Gold and green',
      colours: ['#aa3300', '#00ff00', '#0000ff', '#111111', '#222222'],
    });
  });

  it('tells one logo from another by name, size and date', () => {
    expect(logoSignature(null)).toBeNull();
    expect(logoSignature({ name: 'logo.png', size: 2048, lastModified: 1700000000000 })).toBe(
      'logo.png:2048:1700000000000',
    );
  });
});

describe('a refusal on the form', () => {
  const fields = ['product', 'extras', 'brief', 'colours', 'logo'];

  it('puts each field’s words at its field, a colour’s at the colours', () => {
    expect(
      refusalAt(fields, {
        fieldErrors: { 'colours.1': 'Colour must be like #aa3300.', brief: 'Brief is too long.' },
        message: 'Colour must be like #aa3300. (and 1 more error)',
      }),
    ).toEqual({
      fieldErrors: { colours: 'Colour must be like #aa3300.', brief: 'Brief is too long.' },
      error: null,
    });
  });

  it('says the message itself when no field of the form can show it', () => {
    expect(
      refusalAt(fields, {
        fieldErrors: { logo_photo_id: 'The selected logo photo is invalid.' },
        message: 'The selected logo photo is invalid.',
      }),
    ).toEqual({ fieldErrors: {}, error: 'The selected logo photo is invalid.' });
    expect(
      refusalAt(fields, { fieldErrors: {}, message: 'Your plan does not include this feature' }),
    ).toEqual({
      fieldErrors: {},
      error: 'Your plan does not include this feature',
    });
  });
});
