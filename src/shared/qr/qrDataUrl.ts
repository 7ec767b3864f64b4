/** A QR code 200x200, drawn in the browser, never by another host. */
export const QR_SIZE = 200;

/**
 * `text` as a QR code in a PNG data URL, for an RTK Query `queryFn`. The `qrcode` library is
 * loaded on demand, so it is in no bundle but the pages that draw a code.
 */
export async function qrDataUrl(
  text: string,
): Promise<{ data: string } | { error: { status: 'CUSTOM_ERROR'; error: string } }> {
  try {
    const loaded = await import(/* webpackChunkName: "qrcode" */ 'qrcode');
    // A CommonJS module: its exports are the namespace's default (webpack and ts-jest alike).
    const qrcode = loaded.default ?? loaded;
    const data = await qrcode.toDataURL(text, {
      width: QR_SIZE,
      margin: 2,
      errorCorrectionLevel: 'M',
      type: 'image/png',
    });
    return { data };
  } catch (error) {
    return { error: { status: 'CUSTOM_ERROR', error: String(error) } };
  }
}
