/**
 * The files of design requests, checked by their content (never by their name or the type the
 * browser claims):
 * - the designer's drafts and finals: PNG or JPEG (the image decoded whole by sharp, within a
 *   pixel limit: a damaged or truncated image is refused) or PDF (its header and its end marker;
 *   one with scripts or launch actions is refused). Their bytes are kept as uploaded: print-ready
 *   files keep their colour profiles and resolution.
 * - the merchant's logo: JPEG, PNG or WebP within the photos' limits, re-encoded (PNG, or JPEG
 *   for a JPEG), upright and at most `LOGO_MAX_SIDE` pixels a side, with no metadata kept.
 * Decoding runs in a small pool (the photos' sizes), so a burst of uploads keeps the process's
 * threads for everyone else; with the pool and its queue taken the answer is "busy".
 */
import sharp from 'sharp';
import { DESIGN_LIMITS, type DesignFileType } from '@contract/designs';
import { inspectPhoto, MAX_INPUT_PIXELS } from '../photos/encode';
import type { Pool } from '../photos/pool';
import type { FileContent } from '../repositories/designs';

/** Print-ready images are larger than photos: up to 50 megapixels (A4 at 600 dpi is 35). */
export const DESIGN_MAX_PIXELS = 50_000_000;

/** A logo is kept at most this many pixels on its longer side. */
export const LOGO_MAX_SIDE = 2000;

/** The multipart limits of a designer's upload: one file of `DESIGN_LIMITS.fileBytes`. */
export const DESIGN_UPLOAD_LIMITS = {
  fileSize: DESIGN_LIMITS.fileBytes,
  files: 1,
  fields: 2,
  fieldSize: 1024,
  parts: 3,
  headerPairs: 20,
} as const;

export type FileCheck =
  | { kind: 'file'; file: FileContent }
  /** Not PNG, JPEG or PDF, damaged, or too many pixels. */
  | { kind: 'refused' }
  /** The decoders and their queue are taken. */
  | { kind: 'busy' };

const EXTENSIONS: Record<DesignFileType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'application/pdf': 'pdf',
};

// eslint-disable-next-line no-control-regex
const UNSAFE_IN_NAME = /[\u0000-\u001F\u007F"\\/:*?<>|]/g;

/**
 * The name a file is kept under: the last part of the uploaded name, without characters a file
 * system or a header would choke on, cut to fit, with the extension of its real type.
 */
export function fileNameOf(uploaded: string | undefined, type: DesignFileType, fallback: string) {
  const last = (uploaded ?? '').split(/[\\/]/).pop() ?? '';
  const stem = last
    .normalize('NFC')
    .replace(/\.[^.]*$/u, '')
    .replace(UNSAFE_IN_NAME, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const extension = EXTENSIONS[type];
  const room = DESIGN_LIMITS.fileName - extension.length - 1;
  return `${Array.from(stem || fallback)
    .slice(0, room)
    .join('')}.${extension}`;
}

/** `Content-Disposition` of a download: an ASCII name for old clients, the real one in UTF-8. */
export function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7E]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Whether the bytes are a PDF: its header first, its end marker near the end, no scripts. */
export function looksLikePdf(bytes: Buffer): boolean {
  if (bytes.length < 64 || bytes.subarray(0, 5).toString('latin1') !== '%PDF-') return false;
  if (
    !bytes
      .subarray(Math.max(0, bytes.length - 1024))
      .toString('latin1')
      .includes('%%EOF')
  ) {
    return false;
  }
  const text = bytes.toString('latin1');
  return !/\/(JavaScript|Launch|EmbeddedFile)\b/.test(text);
}

/** The image's type when it is a whole PNG or JPEG within the pixel limit, else null. */
async function wholeImage(bytes: Buffer): Promise<DesignFileType | null> {
  try {
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (metadata.format !== 'png' && metadata.format !== 'jpeg') return null;
    if (!(metadata.width > 0 && metadata.height > 0)) return null;
    if (metadata.width * metadata.height > DESIGN_MAX_PIXELS) return null;
    // Every pixel decoded (a small result: the decoding is what is checked).
    await sharp(bytes, { failOn: 'warning', limitInputPixels: DESIGN_MAX_PIXELS })
      .resize({ width: 64, height: 64, fit: 'inside' })
      .raw()
      .toBuffer();
    return metadata.format === 'png' ? 'image/png' : 'image/jpeg';
  } catch {
    return null;
  }
}

/** Runs `task` in a slot of `pool`; null when the pool and its queue are taken. */
async function inPool<T>(pool: Pool, task: () => Promise<T>): Promise<{ value: T } | null> {
  const slot = pool.acquire();
  if (!slot) return null;
  const release = await slot;
  try {
    return { value: await task() };
  } finally {
    release();
  }
}

/** A designer's draft or final file, checked by its content. */
export async function checkDesignFile(
  pool: Pool,
  bytes: Buffer,
  uploadedName: string | undefined,
  fallbackName: string,
): Promise<FileCheck> {
  if (looksLikePdf(bytes)) {
    const contentType = 'application/pdf';
    return {
      kind: 'file',
      file: { bytes, contentType, name: fileNameOf(uploadedName, contentType, fallbackName) },
    };
  }
  const checked = await inPool(pool, () => wholeImage(bytes));
  if (checked === null) return { kind: 'busy' };
  const contentType = checked.value;
  if (contentType === null) return { kind: 'refused' };
  return {
    kind: 'file',
    file: { bytes, contentType, name: fileNameOf(uploadedName, contentType, fallbackName) },
  };
}

/** The merchant's logo, re-encoded; refused when it is not a photo the photos would take. */
export async function encodeLogo(
  pool: Pool,
  bytes: Buffer,
  uploadedName: string | undefined,
): Promise<FileCheck> {
  const inspected = await inspectPhoto(bytes);
  if (inspected.kind !== 'photo') return { kind: 'refused' };
  const encoded = await inPool(pool, async () => {
    try {
      const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
      const asJpeg = metadata.format === 'jpeg';
      const image = sharp(bytes, {
        failOn: 'warning',
        limitInputPixels: MAX_INPUT_PIXELS,
        autoOrient: true,
      }).resize({
        width: LOGO_MAX_SIDE,
        height: LOGO_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      });
      const out = asJpeg
        ? await image.jpeg({ quality: 90 }).toBuffer()
        : await image.png().toBuffer();
      const contentType: DesignFileType = asJpeg ? 'image/jpeg' : 'image/png';
      return { bytes: out, contentType };
    } catch {
      return null;
    }
  });
  if (encoded === null) return { kind: 'busy' };
  if (encoded.value === null) return { kind: 'refused' };
  const { contentType } = encoded.value;
  return {
    kind: 'file',
    file: {
      bytes: encoded.value.bytes,
      contentType,
      name: fileNameOf(uploadedName, contentType, 'logo'),
    },
  };
}
