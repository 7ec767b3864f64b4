import { baseApi } from '../../api/baseApi';
import { qrDataUrl } from '../../shared/qr/qrDataUrl';

export { QR_SIZE } from '../../shared/qr/qrDataUrl';

/**
 * The QR code of a payment as a PNG data URL. The `qrcode` library is loaded on demand, so it is
 * in no page's bundle but this one's, and only once a QR method is chosen; it draws on a canvas,
 * whose data URL is both the image shown and the file 'Save QR Code' downloads.
 */
export const qrApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    qrImage: build.query<string, string>({
      queryFn: qrDataUrl,
      // A code is valid for 60 seconds; an old one is of no use after that.
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useQrImageQuery } = qrApi;
