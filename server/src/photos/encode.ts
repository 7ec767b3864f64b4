/**
 * An uploaded photo, re-encoded: its type is decided by its content (never by its name or the
 * type the browser claims), it is turned upright by its EXIF orientation, and every width of
 * `PHOTO_WIDTHS` not wider than it is written as WebP. Nothing of the original's metadata survives
 * (sharp writes none unless asked), so a phone photo's GPS position never reaches the public.
 */
import sharp, { type SharpOptions } from 'sharp';
import { PHOTO_WIDTHS } from '@contract/store';

/** The decoders accepted: JPEG, PNG and WebP. GIF, SVG, HEIF, TIFF and the rest are refused. */
const ACCEPTED_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp']);

/**
 * Images with more pixels are refused before they are decoded: a few KB of PNG can claim
 * 100,000 × 100,000 pixels (a "decompression bomb"). 40 megapixels is more than any phone takes.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

/** WebP quality: photos look the same as the original on a phone at a fraction of the size. */
const WEBP_QUALITY = 75;

export interface EncodedPhoto {
  /** The upright original's size. */
  width: number;
  height: number;
  variants: Array<{ width: number; height: number; bytes: Buffer }>;
}

/** The widths to encode an image `width` pixels wide to: never wider than it, at least one. */
export function variantWidths(width: number): number[] {
  const widths = PHOTO_WIDTHS.filter((candidate) => candidate <= width);
  // Narrower than the smallest width: kept at its own width rather than enlarged.
  return widths.length > 0 ? widths : [width];
}

/**
 * The photo's variants, or null when the content is not a JPEG, PNG or WebP that decodes whole
 * (truncated or corrupt data, another format, too many pixels).
 */
export async function encodePhoto(input: Buffer): Promise<EncodedPhoto | null> {
  const options: SharpOptions = {
    limitInputPixels: MAX_INPUT_PIXELS,
    // Corrupt or truncated pixel data fails instead of being encoded half grey.
    failOn: 'warning',
    autoOrient: true,
  };
  try {
    const metadata = await sharp(input, options).metadata();
    if (!ACCEPTED_FORMATS.has(metadata.format)) return null;
    const { width, height } = metadata.autoOrient;
    const variants = await Promise.all(
      variantWidths(width).map(async (target) => {
        const { data, info } = await sharp(input, options)
          .resize({ width: target, withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer({ resolveWithObject: true });
        return { width: target, height: info.height, bytes: data };
      }),
    );
    return { width, height, variants };
  } catch {
    // sharp rejects what it cannot decode; which of many reasons does not matter to the caller.
    return null;
  }
}
