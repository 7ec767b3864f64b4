import { textColourOn } from './cardColours';

describe('textColourOn', () => {
  it.each([
    ['#ffffff', '#000000'],
    ['#f2b705', '#000000'],
    ['#000000', '#ffffff'],
    ['#1f3a5f', '#ffffff'],
    ['#808080', '#000000'],
    ['#0000ff', '#ffffff'],
    ['not a colour', '#000000'],
  ])('on %s writes in %s', (background, text) => {
    expect(textColourOn(background)).toBe(text);
  });
});
