import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { APPLE_TOUCH_ICON, buildWebManifests, tokenColour } from './webManifest';

const root = path.resolve(__dirname, '..');
const svg = readFileSync(path.join(root, 'public', 'favicon.svg'));
const tokens = readFileSync(path.join(root, 'src', 'styles', 'tokens.css'), 'utf8');

/** The pixel (RGBA) at x, y of a PNG. */
async function pixel(png: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 4;
  return [...data.subarray(at, at + 4)];
}

describe('the web app manifest and its icons', () => {
  let built: Awaited<ReturnType<typeof buildWebManifests>>;
  beforeAll(async () => {
    built = await buildWebManifests(svg, tokens);
  });

  it('reads the theme colour from the design tokens', () => {
    expect(tokenColour(':root {\n  --color-brand-600: #0f5f8c;\n}', 'color-brand-600')).toBe(
      '#0f5f8c',
    );
    expect(() => tokenColour(':root {}', 'color-brand-600')).toThrow(/color-brand-600/);
  });

  it('names the app in each language and opens it at /start, standalone', () => {
    const english = JSON.parse(built.manifests['manifest.en.webmanifest']!);
    const burmese = JSON.parse(built.manifests['manifest.my.webmanifest']!);
    expect(english).toMatchObject({
      id: '/',
      name: 'Merchant Marketplace',
      short_name: 'Marketplace',
      description: 'Where shops and shoppers connect',
      lang: 'en',
      start_url: '/start',
      scope: '/',
      display: 'standalone',
      theme_color: '#0f5f8c',
      background_color: '#ffffff',
    });
    expect(burmese).toMatchObject({
      name: 'Merchant Marketplace',
      short_name: 'Marketplace',
      description: 'ဆိုင်များနှင့် ဈေးဝယ်သူများ ဆုံတွေ့ရာ',
      lang: 'my',
      start_url: '/start',
      display: 'standalone',
    });
    expect(burmese.icons).toEqual(english.icons);
  });

  it('draws the icons browsers ask for, at their sizes', async () => {
    const english = JSON.parse(built.manifests['manifest.en.webmanifest']!) as {
      icons: { src: string; sizes: string; purpose: string }[];
    };
    const listed = english.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`);
    expect(listed).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of english.icons) {
      expect(icon.src).toMatch(/^\/assets\/icon-[a-z0-9-]+\.[0-9a-f]{8}\.png$/);
      const png = built.files[icon.src.slice(1)]!;
      const { width, height, format } = await sharp(png).metadata();
      expect([icon.sizes, `${width}x${height}`, format]).toEqual([icon.sizes, icon.sizes, 'png']);
    }
    const apple = await sharp(built.files[APPLE_TOUCH_ICON]!).metadata();
    expect([apple.width, apple.height]).toEqual([180, 180]);
  });

  it('fills a maskable icon and the iPhone one to the edge; the plain one keeps its round corners', async () => {
    const english = JSON.parse(built.manifests['manifest.en.webmanifest']!) as {
      icons: { src: string; purpose: string; sizes: string }[];
    };
    const file = (purpose: string, sizes: string) =>
      built.files[
        english.icons.find((i) => i.purpose === purpose && i.sizes === sizes)!.src.slice(1)
      ]!;
    // #0f5f8c, opaque, in the corner of the full-bleed icons; nothing in the plain one's.
    expect(await pixel(file('maskable', '512x512'), 0, 0)).toEqual([15, 95, 140, 255]);
    expect(await pixel(built.files[APPLE_TOUCH_ICON]!, 0, 0)).toEqual([15, 95, 140, 255]);
    expect((await pixel(file('any', '512x512'), 0, 0))[3]).toBe(0);
    // The mark's middle is the brand colour in every icon.
    expect(await pixel(file('any', '192x192'), 96, 40)).toEqual([15, 95, 140, 255]);
  });
});
