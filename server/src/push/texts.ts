/**
 * What a notification says, in the reader's language (the language the device subscribed in, or
 * the one a shopper asked for their SMS in): numbers grouped by thousands, in Myanmar digits in
 * Burmese. Pure.
 */
import type { ShopOrder, Reservation } from '@contract/orders';
import type { PushMessage } from '@contract/push';
import { myanmarDigits, type Language } from '../i18n';

/** The outbox's record and the state it reached. */
export type Notice =
  | { kind: 'order'; state: 'placed' | 'accepted' | 'ready'; order: ShopOrder }
  | { kind: 'reservation'; state: 'requested' | 'confirmed'; reservation: Reservation };

function grouped(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function num(n: number, language: Language): string {
  return language === 'my' ? myanmarDigits(grouped(n)) : grouped(n);
}

function digits(text: string, language: Language): string {
  return language === 'my' ? myanmarDigits(text) : text;
}

function items(order: ShopOrder): number {
  return order.lines.reduce((sum, line) => sum + line.quantity, 0);
}

function shopName(order: { shop: { name: string }; branch: { name: string } | null }): string {
  return order.branch ? `${order.shop.name} (${order.branch.name})` : order.shop.name;
}

/** What a shop's device is told of a new order or reservation; a tap opens it in the inbox. */
export function merchantMessage(notice: Notice, language: Language): PushMessage {
  if (notice.kind === 'order') {
    const { order } = notice;
    const count = items(order);
    const title =
      language === 'my'
        ? `အော်ဒါအသစ် #${num(order.number, 'my')} — ပစ္စည်း ${num(count, 'my')} ခု၊ ${num(order.total, 'my')} ကျပ်`
        : `New order #${num(order.number, 'en')} — ${num(count, 'en')} ${count === 1 ? 'item' : 'items'}, ${num(order.total, 'en')} MMK`;
    return {
      title,
      body: [order.customer.name, order.table, shopName(order)].filter((part) => part).join(' · '),
      url: `/store/orders#order-${order.id}`,
      tag: `order-${order.id}`,
    };
  }
  const { reservation } = notice;
  const when = digits(`${reservation.date} ${reservation.time}`, language);
  const people = num(reservation.party_size, language);
  const title =
    language === 'my'
      ? `ကြိုတင်နေရာယူမှုအသစ် — ${people} ဦး၊ ${when}`
      : `New reservation — ${people} ${reservation.party_size === 1 ? 'person' : 'people'}, ${when}`;
  return {
    title,
    body: [reservation.customer.name, reservation.service?.name, shopName(reservation)]
      .filter((part) => part)
      .join(' · '),
    url: `/store/orders#reservation-${reservation.id}`,
    tag: `reservation-${reservation.id}`,
  };
}

const SHOPPER_TITLES: Record<Language, Record<'accepted' | 'ready' | 'confirmed', string>> = {
  en: { accepted: 'Accepted', ready: 'Ready for pickup', confirmed: 'Reservation confirmed' },
  my: {
    accepted: 'လက်ခံပြီး',
    ready: 'လာယူရန် အသင့်ဖြစ်ပြီ',
    confirmed: 'ကြိုတင်နေရာယူမှု အတည်ပြုပြီး',
  },
};

/** What a shopper is told of their order or reservation; a tap opens their orders. */
export function shopperMessage(notice: Notice, language: Language): PushMessage | null {
  if (notice.kind === 'order') {
    if (notice.state === 'placed') return null;
    const { order } = notice;
    const number = num(order.number, language);
    return {
      title: SHOPPER_TITLES[language][notice.state],
      body:
        language === 'my'
          ? `${shopName(order)} — အော်ဒါ #${number}`
          : `${shopName(order)} — order #${number}`,
      url: `/my/orders#order-${order.id}`,
      tag: `order-${order.id}`,
    };
  }
  if (notice.state !== 'confirmed') return null;
  const { reservation } = notice;
  return {
    title: SHOPPER_TITLES[language].confirmed,
    body: `${shopName(reservation)} — ${digits(`${reservation.date} ${reservation.time}`, language)}`,
    url: `/my/orders#reservation-${reservation.id}`,
    tag: `reservation-${reservation.id}`,
  };
}

/** An SMS of the same: the title, then the body. */
export function smsText(message: Pick<PushMessage, 'title' | 'body'>): string {
  return `${message.title}\n${message.body}`;
}
