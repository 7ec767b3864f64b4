/**
 * How the fake merchant APIs refuse a call as the server does: 401 without a bearer token, 403
 * for another merchant's id. Imports nothing of ./server, so fakes that ./server lists can use it.
 */
import { HttpResponse } from 'msw';
import { NOT_OWN_MERCHANT, TOKEN_NOT_VALID } from '@contract/messages';

export const hasBearer = (request: Request) =>
  /^Bearer \S+$/.test(request.headers.get('authorization') ?? '');

export const tokenNotValid = () => HttpResponse.json({ message: TOKEN_NOT_VALID }, { status: 401 });

/** The refusal of a call to `merchantId`'s API from the signed-in `ownMerchantId`, or null. */
export function merchantRefusal(request: Request, merchantId: unknown, ownMerchantId: number) {
  if (!hasBearer(request)) return tokenNotValid();
  if (String(merchantId) !== String(ownMerchantId)) {
    return HttpResponse.json({ message: NOT_OWN_MERCHANT }, { status: 403 });
  }
  return null;
}
