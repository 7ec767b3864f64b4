import { http, HttpResponse } from 'msw';
import { apiPaths } from '@contract/apiPaths';
import type { BannerSlot } from '@contract/loyalty';
import { shweYee } from '../../test/marketplaceFixtures';
import { apiUrl, server } from '../../test/server';

export const running: BannerSlot = {
  banner: {
    id: 3,
    title: 'Fresh Mohinga every morning',
    photo: { id: 'p-banner', width: 1200, height: 400, widths: [640, 1200] },
    shop: { slug: shweYee.slug, name: shweYee.name },
    impression: 'mf1x2k.impression-of-banner-3.signature',
  },
};

export function fakeBanner(slot: BannerSlot) {
  const calls: string[] = [];
  server.use(
    http.get(apiUrl(apiPaths.marketplaceBanner), () => {
      calls.push('GET banner');
      return HttpResponse.json(slot);
    }),
    http.post(apiUrl(apiPaths.marketplaceBannerClick), async ({ params, request }) => {
      const body = (await request.json()) as { impression?: unknown };
      calls.push(`POST click ${String(params.bannerId)} ${String(body.impression)}`);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}
