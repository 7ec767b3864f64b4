/**
 * Logos and covers for the demo shops, drawn here (an SVG of the shop's initials in its colours)
 * and re-encoded by sharp to WebP at the widths the server stores every photo at. Nothing is
 * downloaded: the demo works on a machine without a network.
 */
import sharp from 'sharp';
import { PHOTO_WIDTHS } from '@contract/store';

export interface PhotoVariant {
  width: number;
  height: number;
  bytes: Buffer;
}

/** A photo as stored: the size of the re-encoded original and one variant per width. */
export interface PhotoSeed {
  width: number;
  height: number;
  variants: PhotoVariant[];
}

export interface Palette {
  /** The background. */
  base: string;
  /** Shapes and letters. */
  accent: string;
}

/** XML's five special characters, escaped for text inside the SVG. */
function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A square logo: the initials on a circle of the accent colour. */
export function logoSvg(initials: string, palette: Palette, size = 320): string {
  const r = size / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" fill="${palette.base}"/>
  <circle cx="${r}" cy="${r}" r="${r * 0.82}" fill="${palette.accent}"/>
  <circle cx="${r}" cy="${r}" r="${r * 0.7}" fill="none" stroke="${palette.base}" stroke-width="${size / 64}"/>
  <text x="${r}" y="${r}" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"
        font-weight="bold" font-size="${size * (initials.length > 2 ? 0.26 : 0.34)}" fill="${palette.base}">${escapeXml(initials)}</text>
</svg>`;
}

/** A wide cover: soft bands and circles in the shop's colours, its initials faint on the right. */
export function coverSvg(initials: string, palette: Palette, width = 1280, height = 480): string {
  const circles = [
    [0.12, 0.25, 0.32],
    [0.38, 0.9, 0.22],
    [0.62, 0.15, 0.16],
  ]
    .map(
      ([x = 0, y = 0, r = 0]) =>
        `<circle cx="${x * width}" cy="${y * height}" r="${r * height}" fill="${palette.accent}" fill-opacity="0.35"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${palette.base}"/><stop offset="1" stop-color="${palette.accent}"/>
  </linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  ${circles}
  <text x="${width * 0.93}" y="${height * 0.78}" text-anchor="end" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"
        font-weight="bold" font-size="${height * 0.42}" fill="#ffffff" fill-opacity="0.28">${escapeXml(initials)}</text>
</svg>`;
}

/** Renders `svg` and re-encodes it to WebP at every stored width not wider than it. */
export async function renderPhoto(svg: string): Promise<PhotoSeed> {
  const image = sharp(Buffer.from(svg));
  const { width = 0, height = 0 } = await image.metadata();
  const widths = PHOTO_WIDTHS.filter((w) => w <= width);
  const variants = await Promise.all(
    widths.map(async (w) => {
      const { data, info } = await sharp(Buffer.from(svg))
        .resize({ width: w })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      return { width: info.width, height: info.height, bytes: data };
    }),
  );
  return { width, height, variants };
}
