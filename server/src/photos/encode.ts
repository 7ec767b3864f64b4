/**
 * An uploaded photo, re-encoded: its type is decided by its content (never by its name or the
 * type the browser claims), it is turned upright by its EXIF orientation, and every width of
 * `PHOTO_WIDTHS` not wider than it is written as WebP. Nothing of the original's metadata survives
 * (sharp writes none unless asked), so a phone photo's GPS position never reaches the public.
 *
 * Two steps, so that what is refused costs nothing: `inspectPhoto` reads the header only (format
 * and size, no pixel decoded), and `encodePhoto`, which the route runs in its small pool of
 * encoders, decodes the pixels once and makes every width from that one decoding.
 */
import sharp, { type SharpOptions } from 'sharp';
import { PHOTO_WIDTHS } from '@contract/store';

/** The decoders accepted: JPEG, PNG and WebP. GIF, SVG, HEIF, TIFF and the rest are refused. */
const ACCEPTED_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp']);

/**
 * Images with more pixels are refused from their header, before a pixel is decoded: a few KB of
 * PNG can claim 100,000 × 100,000 pixels (a "decompression bomb"), and a real 6,320 × 6,320 PNG of
 * 129 KB takes seconds of a core to decode. 24 megapixels is what good phone cameras take.
 */
export const MAX_INPUT_PIXELS = 24_000_000;

/**
 * The longer side may be at most this many times the shorter: a banner or a panorama fits, a
 * 1 × 20,000 strip (nothing anyone photographs, and a costly shape to resize) does not.
 */
export const MAX_ASPECT_RATIO = 10;

/** WebP quality: photos look the same as the original on a phone at a fraction of the size. */
const WEBP_QUALITY = 75;

const DECODING: SharpOptions = {
  // The decoder's own guard, should a header ever understate what the data holds.
  limitInputPixels: MAX_INPUT_PIXELS,
  // Corrupt or truncated pixel data fails instead of being encoded half grey.
  failOn: 'warning',
  autoOrient: true,
};

export interface PhotoSize {
  /** The upright original's size. */
  width: number;
  height: number;
}

export interface EncodedPhoto extends PhotoSize {
  variants: Array<{ width: number; height: number; bytes: Buffer }>;
}

/** What the header says: a photo to encode, or why it is refused. */
export type Inspection =
  | ({ kind: 'photo' } & PhotoSize)
  | { kind: 'unsupported' }
  | { kind: 'tooManyPixels' }
  | { kind: 'tooNarrow' };

/** The widths to encode an image `width` pixels wide to: never wider than it, at least one. */
export function variantWidths(width: number): number[] {
  const widths = PHOTO_WIDTHS.filter((candidate) => candidate <= width);
  // Narrower than the smallest width: kept at its own width rather than enlarged.
  return widths.length > 0 ? widths : [width];
}

/** The height of `size` at `width`, its proportions kept (at least one pixel). */
function heightAt(size: PhotoSize, width: number): number {
  return Math.max(1, Math.round((size.height * width) / size.width));
}

/** Whether a photo of `size` is within the pixel and shape limits. */
export function sizeProblem(size: PhotoSize): 'tooManyPixels' | 'tooNarrow' | null {
  if (size.width * size.height > MAX_INPUT_PIXELS) return 'tooManyPixels';
  const longer = Math.max(size.width, size.height);
  const shorter = Math.min(size.width, size.height);
  return longer > shorter * MAX_ASPECT_RATIO ? 'tooNarrow' : null;
}

/**
 * The photo's type and upright size from its header alone (no pixel is decoded), and whether it
 * is within the limits.
 */
export async function inspectPhoto(input: Buffer): Promise<Inspection> {
  try {
    // The header only: the pixel limit is judged below, with its own answer.
    const metadata = await sharp(input, { limitInputPixels: false, autoOrient: true }).metadata();
    if (!ACCEPTED_FORMATS.has(metadata.format)) return { kind: 'unsupported' };
    const { width, height } = metadata.autoOrient;
    if (!(width > 0 && height > 0)) return { kind: 'unsupported' };
    const problem = sizeProblem({ width, height });
    return problem ? { kind: problem } : { kind: 'photo', width, height };
  } catch {
    // sharp rejects what it cannot read; which of many reasons does not matter to the caller.
    return { kind: 'unsupported' };
  }
}

/**
 * The photo's variants, or null when its pixels do not decode whole (truncated or corrupt data).
 * The original is decoded once, straight to the largest width kept (a JPEG shrinks while it
 * loads), and the smaller widths are made from that, one after another: one upload keeps one
 * thread busy, never four.
 */
export async function encodePhoto(input: Buffer, size: PhotoSize): Promise<EncodedPhoto | null> {
  const widths = variantWidths(size.width);
  const largest = widths[widths.length - 1] ?? size.width;
  try {
    const decoded = await sharp(input, DECODING)
      .resize({ width: largest, height: heightAt(size, largest), fit: 'fill' })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    const raw = {
      width: decoded.info.width,
      height: decoded.info.height,
      channels: decoded.info.channels as 1 | 2 | 3 | 4,
    };
    const variants: EncodedPhoto['variants'] = [];
    for (const width of widths) {
      // Each width's height from the original's proportions, not from the rounded largest.
      const height = heightAt(size, width);
      const bytes = await sharp(decoded.data, { raw })
        .resize({ width, height, fit: 'fill' })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
      variants.push({ width, height, bytes });
    }
    return { ...size, variants };
  } catch {
    return null;
  }
}
