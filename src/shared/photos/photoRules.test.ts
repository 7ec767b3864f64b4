import { PHOTO_MAX_BYTES } from '@contract/store';
import { PHOTO_ACCEPT, percentOf, photoProblem } from './photoRules';

describe('the photo checks before sending', () => {
  it.each([
    ['image/jpeg', 1000, null],
    ['image/png', PHOTO_MAX_BYTES, null],
    ['image/webp', 1, null],
    ['image/gif', 1000, 'unsupported'],
    ['image/heic', 1000, 'unsupported'],
    ['', 1000, 'unsupported'],
    ['image/jpeg', PHOTO_MAX_BYTES + 1, 'tooLarge'],
  ] as const)('%s of %i bytes: %s', (type, size, problem) => {
    expect(photoProblem({ type, size })).toBe(problem);
  });

  it('offers the same types to the file picker', () => {
    expect(PHOTO_ACCEPT).toBe('image/jpeg,image/png,image/webp');
  });

  it('gives the progress as a whole percent', () => {
    expect(percentOf(0, 1000)).toBe(0);
    expect(percentOf(333, 1000)).toBe(33);
    expect(percentOf(1000, 1000)).toBe(100);
    expect(percentOf(5, 0)).toBe(0);
  });
});
