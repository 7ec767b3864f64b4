/**
 * The picture a link to a page shows when it is pasted into Viber, Facebook or Telegram: 1200 x
 * 630 (the size those apps crop to), a JPEG (a photo behind text; a tenth of the bytes of a PNG,
 * and messengers refuse large previews). The shop's cover fills it, blurred and darkened so that
 * the name reads over any photo; the logo sits in the top corner; the name (and a second line)
 * is drawn in white at the bottom, in Burmese or English.
 *
 * Text is drawn by sharp (Pango shapes it with HarfBuzz, so Burmese stacks and reorders as it
 * does in a browser) in Noto Sans Myanmar, the font the app ships: its Burmese and Latin faces
 * from `@fontsource/noto-sans-myanmar`. Those are WOFF files, which sharp's FreeType does not
 * read, so they are unpacked to plain TrueType once per process (fonts.ts). Nothing depends on
 * the fonts of the machine it runs on: the same input gives the same picture everywhere.
 */
import sharp, { type OverlayOptions } from 'sharp';
import { MAX_INPUT_PIXELS } from '../photos/encode';
import { shareFonts } from './fonts';

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
export const SHARE_IMAGE_TYPE = 'image/jpeg';

export interface ShareImageInput {
  title: string;
  subtitle?: string;
  language: 'en' | 'my';
  /** The shop's cover photo (any format sharp reads); a plain brand background without one. */
  cover?: Buffer | null;
  /** The shop's logo, drawn in a white rounded square. */
  logo?: Buffer | null;
}

const MARGIN = 72;
const TEXT_WIDTH = SHARE_IMAGE_WIDTH - 2 * MARGIN;
const LOGO_SIZE = 168;
/** The title's sizes in pixels, largest first: the first that fits in two lines is used. */
const TITLE_SIZES = [76, 64, 54, 46];
const TITLE_MAX_HEIGHT = 290;
const SUBTITLE_SIZE = 36;
const SUBTITLE_MAX_HEIGHT = 120;
/** The brand's blue, behind a shop with no cover (src/styles/tokens.css `--color-brand-600`). */
const BRAND_BACKGROUND = { r: 15, g: 95, b: 140 };

const escapeMarkup = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One or more lines of white text, wrapped at the text width; `null` for empty text. */
async function textLayer(
  text: string,
  language: 'en' | 'my',
  size: number,
  fontfile: string,
): Promise<{ image: Buffer; width: number; height: number }> {
  const markup = `<span foreground="#ffffff" lang="${language}">${escapeMarkup(text)}</span>`;
  const { data, info } = await sharp({
    text: {
      text: markup,
      font: `Noto Sans Myanmar ${size}px`,
      fontfile,
      width: TEXT_WIDTH,
      wrap: 'word-char',
      rgba: true,
      dpi: 72,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { image: data, width: info.width, height: info.height };
}

/** The title at the largest size that fits, cut to its box should even the smallest not fit. */
async function titleLayer(title: string, language: 'en' | 'my', fontfile: string) {
  for (const size of TITLE_SIZES) {
    const layer = await textLayer(title, language, size, fontfile);
    if (layer.height <= TITLE_MAX_HEIGHT) return layer;
  }
  const smallest = await textLayer(title, language, TITLE_SIZES.at(-1)!, fontfile);
  const image = await sharp(smallest.image)
    .extract({ left: 0, top: 0, width: smallest.width, height: TITLE_MAX_HEIGHT })
    .png()
    .toBuffer();
  return { image, width: smallest.width, height: TITLE_MAX_HEIGHT };
}

async function background(cover: Buffer | null | undefined): Promise<Buffer> {
  const plain = () =>
    sharp({
      create: {
        width: SHARE_IMAGE_WIDTH,
        height: SHARE_IMAGE_HEIGHT,
        channels: 3,
        background: BRAND_BACKGROUND,
      },
    })
      .png()
      .toBuffer();
  if (!cover) return plain();
  try {
    return await sharp(cover, { limitInputPixels: MAX_INPUT_PIXELS, autoOrient: true })
      .resize(SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT, { fit: 'cover', position: 'attention' })
      .removeAlpha()
      .blur(6)
      // Darker, more toward the bottom where the text is.
      .linear(0.55, 0)
      .png()
      .toBuffer();
  } catch {
    // A stored photo sharp cannot read: the plain background rather than no picture.
    return plain();
  }
}

/** The logo in a white rounded square, or nothing when there is none or it cannot be read. */
async function logoLayer(logo: Buffer | null | undefined): Promise<Buffer | null> {
  if (!logo) return null;
  const inner = LOGO_SIZE - 16;
  try {
    const picture = await sharp(logo, { limitInputPixels: MAX_INPUT_PIXELS, autoOrient: true })
      .resize(inner, inner, { fit: 'contain', background: '#ffffff' })
      .flatten({ background: '#ffffff' })
      .png()
      .toBuffer();
    const mask = Buffer.from(
      `<svg width="${LOGO_SIZE}" height="${LOGO_SIZE}"><rect width="${LOGO_SIZE}" height="${LOGO_SIZE}" rx="24" fill="#fff"/></svg>`,
    );
    return await sharp(mask)
      .composite([{ input: picture, left: 8, top: 8 }])
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}

/** The gradient that darkens the lower half, where the text is. */
const SHADE = Buffer.from(
  `<svg width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0.3" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.6"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
);

/** The share picture of a page, as JPEG bytes (`SHARE_IMAGE_TYPE`), 1200 x 630. */
export async function renderShareImage(input: ShareImageInput): Promise<Buffer> {
  const fontfile = await shareFonts();
  const [base, logo, title, subtitle] = await Promise.all([
    background(input.cover),
    logoLayer(input.logo),
    titleLayer(input.title.trim(), input.language, fontfile),
    input.subtitle?.trim()
      ? textLayer(input.subtitle.trim(), input.language, SUBTITLE_SIZE, fontfile)
      : Promise.resolve(null),
  ]);
  const subtitleHeight = subtitle ? Math.min(subtitle.height, SUBTITLE_MAX_HEIGHT) : 0;
  const subtitleImage =
    subtitle && subtitle.height > SUBTITLE_MAX_HEIGHT
      ? await sharp(subtitle.image)
          .extract({ left: 0, top: 0, width: subtitle.width, height: SUBTITLE_MAX_HEIGHT })
          .png()
          .toBuffer()
      : subtitle?.image;
  const bottom = SHARE_IMAGE_HEIGHT - MARGIN + 8;
  const subtitleTop = bottom - subtitleHeight;
  const titleTop = Math.max(
    logo ? MARGIN + LOGO_SIZE + 12 : MARGIN,
    subtitleTop - (subtitle ? 16 : 0) - title.height,
  );
  const layers: OverlayOptions[] = [{ input: SHADE, left: 0, top: 0 }];
  if (logo) layers.push({ input: logo, left: MARGIN, top: MARGIN });
  layers.push({ input: title.image, left: MARGIN, top: titleTop });
  if (subtitleImage) layers.push({ input: subtitleImage, left: MARGIN, top: subtitleTop });
  return sharp(base).composite(layers).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}
