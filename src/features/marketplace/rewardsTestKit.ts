import { http, HttpResponse } from 'msw';
import { apiPaths } from '@contract/apiPaths';
import type {
  CustomerShopLoyalty,
  RsvpAnswer,
  RsvpRequest,
  ShopPromotions,
} from '@contract/loyalty';
import { apiUrl, server } from '../../test/server';

export const teaOffer: ShopPromotions = {
  stamp_card: {
    enabled: true,
    stamps_needed: 3,
    reward: 'Free tea',
    background: '#fff4e0',
    color: '#b4451f',
    logo: null,
  },
  points: {
    points_per_1000: 10,
    rewards: [{ id: 7, name: 'Butter cake', points: 100, available: true }],
  },
  membership: { discount_percent: 10 },
  posts: [
    {
      id: 21,
      kind: 'event',
      title: 'Tea tasting',
      body: 'Try our new leaves.',
      event_date: '2025-03-15',
      event_time: '16:00',
      photo: null,
      created_at: '2025-03-01T03:00:00.000Z',
      rsvp: { going: 4, not_going: 1 },
    },
    {
      id: 20,
      kind: 'announcement',
      title: 'New opening hours',
      body: 'We open at 6:00 from Monday.',
      event_date: null,
      event_time: null,
      photo: null,
      created_at: '2025-02-28T03:00:00.000Z',
      rsvp: null,
    },
  ],
};

/** The shop's offer, and the customer's standing there (member or not, their answers). */
export function fakeRewards(
  slug: string,
  { member = false, rsvps = {} as Record<string, RsvpAnswer> } = {},
) {
  const calls: string[] = [];
  let standing: CustomerShopLoyalty = { stamps: 2, rewards: [], points: 130, member, rsvps };
  const counts = { going: 4, not_going: 1 };
  server.use(
    http.get(apiUrl(apiPaths.shopPromotions), ({ params }) =>
      params.slug === slug
        ? HttpResponse.json(teaOffer)
        : HttpResponse.json({ message: 'Not found' }, { status: 404 }),
    ),
    http.get(apiUrl(apiPaths.customerShopLoyalty), ({ request }) => {
      calls.push(`GET loyalty ${request.headers.get('authorization')}`);
      return HttpResponse.json(standing);
    }),
    http.post(apiUrl(apiPaths.customerMembership), () => {
      calls.push('POST membership');
      standing = { ...standing, member: true };
      return HttpResponse.json({ member: true, discount_percent: 10 });
    }),
    http.delete(apiUrl(apiPaths.customerMembership), () => {
      calls.push('DELETE membership');
      standing = { ...standing, member: false };
      return HttpResponse.json({ member: false, discount_percent: 10 });
    }),
    http.put(apiUrl(apiPaths.customerRsvp), async ({ request, params }) => {
      const { answer } = (await request.json()) as RsvpRequest;
      calls.push(`PUT rsvp ${String(params.postId)} ${answer}`);
      const before = standing.rsvps[String(params.postId)];
      if (before) counts[before] -= 1;
      counts[answer] += 1;
      standing = { ...standing, rsvps: { ...standing.rsvps, [String(params.postId)]: answer } };
      return HttpResponse.json({ answer, counts: { ...counts } });
    }),
  );
  return calls;
}
