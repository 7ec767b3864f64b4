/**
 * The share links of a store page: plain links to each app's own share address, with the page's
 * address (and a line naming the shop where the app takes one). Nothing is loaded from those
 * hosts unless the reader follows a link.
 */
export interface ShopShareLinks {
  viber: string;
  facebook: string;
  telegram: string;
}

export function shopShareLinks(url: string, text: string): ShopShareLinks {
  const address = encodeURIComponent(url);
  return {
    // Viber forwards one text: the line, then the address (which it shows as a link).
    viber: `viber://forward?text=${encodeURIComponent(`${text} ${url}`)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${address}`,
    telegram: `https://t.me/share/url?url=${address}&text=${encodeURIComponent(text)}`,
  };
}
