import { photoSources, photoUrl } from './photoSources';

describe('photo sources', () => {
  it('builds one URL per width under the API base', () => {
    expect(photoUrl('ph_abc', 320)).toBe('/api/photos/ph_abc/320');
  });

  it('lists every width in srcset and falls back to the smallest at least 320 px wide', () => {
    const sources = photoSources({
      id: 'ph_abc',
      width: 1600,
      height: 900,
      widths: [640, 160, 320],
    });
    expect(sources.srcSet).toBe(
      '/api/photos/ph_abc/160 160w, /api/photos/ph_abc/320 320w, /api/photos/ph_abc/640 640w',
    );
    expect(sources.src).toBe('/api/photos/ph_abc/320');
    expect([sources.width, sources.height]).toEqual([1600, 900]);
  });

  it('falls back to the widest when every width is narrower than asked', () => {
    const sources = photoSources({ id: 'ph_x', width: 200, height: 200, widths: [160] }, 640);
    expect(sources.src).toBe('/api/photos/ph_x/160');
  });
});
