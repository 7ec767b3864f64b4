import { telHref } from './phone';

describe('telHref', () => {
  it.each([
    ['09420012345', 'tel:+959420012345'],
    ['+959791234567', 'tel:+959791234567'],
    ['959791234567', 'tel:+959791234567'],
    ['09 420 012 345', 'tel:+959420012345'],
    ['01234567', 'tel:+951234567'],
  ])('dials %s as %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });
});
