import { baseApi } from '../../api/baseApi';

/** A QR code 200x200, drawn in the browser, never by another host. */
export const QR_SIZE = 200;

/**
 * The QR code of a payment as a PNG data URL. The `qrcode` library is loaded on demand, so it is
 * in no page's bundle but this one's, and only once a QR method is chosen; it draws on a canvas,
 * whose data URL is both the image shown and the file 'Save QR Code' downloads.
 */
export const qrApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    qrImage: build.query<string, string>({
      queryFn: async (text) => {
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
      },
      // A code is valid for 60 seconds; an old one is of no use after that.
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useQrImageQuery } = qrApi;
