import { http, HttpResponse } from 'msw';
import { apiPaths } from '@contract/apiPaths';
import type { OrderQuote, QuoteRequest } from '@contract/loyalty';
import { apiUrl, server } from '../../test/server';

/** Mohinga at Shwe Yee, as the server prices it in these tests. */
const PRICE = 2500;

/**
 * The quote call: 'TEA10' takes 1,000 MMK off, a signed-in customer is a member (10 %), 'OLD'
 * has expired (answered as an unknown code), 'BIG' needs 20,000 MMK, 'MANY' meets the shop's
 * guess limit (429). The server's words come in the request's language.
 */
export function fakeQuotes() {
  const sent: { authorization: string | null; body: QuoteRequest }[] = [];
  server.use(
    http.post(apiUrl(apiPaths.customerQuote), async ({ request }) => {
      const body = (await request.json()) as QuoteRequest;
      const authorization = request.headers.get('authorization');
      sent.push({ authorization, body });
      const burmese = request.headers.get('accept-language') === 'my';
      const refuse = (reason: string, en: string, my: string) =>
        HttpResponse.json(
          {
            status: false,
            message: 'The given data was invalid.',
            data: { errors: { promo_code: [burmese ? my : en] } },
            reason,
          },
          { status: 422 },
        );
      if (body.promo_code === 'OLD') {
        return refuse(
          'promo_unknown',
          'This promo code is not valid at this shop.',
          'ဤပရိုမိုကုဒ်ကို ဤဆိုင်တွင် အသုံးပြု၍ မရပါ။',
        );
      }
      if (body.promo_code === 'MANY') {
        const message = burmese
          ? 'ကြိုးစားမှု များလွန်းပါသည်။ ၆၀ စက္ကန့်အကြာတွင် ထပ်မံကြိုးစားပါ။'
          : 'Too many attempts. Please try again in 60 seconds.';
        return HttpResponse.json({ message }, { status: 429, headers: { 'Retry-After': '60' } });
      }
      if (body.promo_code === 'BIG') {
        return refuse(
          'promo_min_total',
          'This promo code needs an order of at least 20,000 MMK.',
          'ဤပရိုမိုကုဒ်အတွက် အနည်းဆုံး ၂၀,၀၀၀ ကျပ် မှာယူရပါမည်။',
        );
      }
      const subtotal = body.lines.reduce((sum, line) => sum + PRICE * line.quantity, 0);
      const member = authorization !== null;
      const memberDiscount = member ? subtotal / 10 : 0;
      const quote: OrderQuote = {
        subtotal,
        member_percent: member ? 10 : null,
        member_discount: memberDiscount,
        promo: body.promo_code ? { code: body.promo_code, discount: 1000 } : null,
        total: subtotal - memberDiscount - (body.promo_code ? 1000 : 0),
      };
      return HttpResponse.json(quote);
    }),
  );
  return sent;
}
