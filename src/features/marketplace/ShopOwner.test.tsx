import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '@contract/apiPaths';
import { languagePreload } from '../../test/languagePreload';
import { renderApp } from '../../test/renderWithProviders';
import { goldenTea, shweYee } from '../../test/marketplaceFixtures';
import { apiUrl, server } from '../../test/server';

/** A merchant signed in (merchant 3), whose own store has this address. */
function signInMerchantOwning(slug: string): { read: Promise<void> } {
  let markRead: () => void = () => undefined;
  const read = new Promise<void>((resolve) => (markRead = resolve));
  window.localStorage.setItem('token', 'tok-owner');
  window.localStorage.setItem('user', JSON.stringify({ name: 'Daw Khin', userid: 3 }));
  window.localStorage.setItem(
    'merchantUser',
    JSON.stringify({ merchant_id: 3, district_merchant_id: null }),
  );
  server.use(
    http.get(apiUrl(apiPaths.shopDetails), () => {
      markRead();
      return HttpResponse.json({
        shop_name: 'Shwe Yee',
        district_id: 1,
        township_id: 2,
        address: 'No. 12, Dhammazedi Road',
        category_id: 2,
        phone: '09420012345',
        email: 'shweyee@example.com',
        slug,
      });
    }),
  );
  return { read };
}

async function openShop(slug: string, language: 'en' | 'my' = 'en') {
  await renderApp({
    route: `/shops/${encodeURIComponent(slug)}`,
    ...(language === 'my' ? { preloadedState: languagePreload('my') } : {}),
  });
  await screen.findByRole('heading', { level: 1 });
}

describe('/shops/:slug for the shop’s own merchant', () => {
  it('offers the way back to the store editor', async () => {
    signInMerchantOwning(shweYee.slug);
    await openShop(shweYee.slug);
    expect(await screen.findByRole('link', { name: 'Edit your store' })).toHaveAttribute(
      'href',
      '/store',
    );
  });

  it('says so in Burmese', async () => {
    signInMerchantOwning(shweYee.slug);
    await openShop(shweYee.slug, 'my');
    expect(await screen.findByRole('link', { name: 'သင့်ဆိုင်ကို ပြင်ဆင်ရန်' })).toHaveAttribute(
      'href',
      '/store',
    );
  });

  it('is not offered on another merchant’s shop', async () => {
    const { read } = signInMerchantOwning(goldenTea.slug);
    await openShop(shweYee.slug);
    // The merchant's own store has been read (its address is another shop's) before asserting.
    await read;
    await screen.findByRole('heading', { level: 1, name: shweYee.name });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('link', { name: 'Edit your store' })).not.toBeInTheDocument();
  });

  it('is not offered to a shopper or a visitor', async () => {
    await openShop(shweYee.slug);
    expect(screen.queryByRole('link', { name: 'Edit your store' })).not.toBeInTheDocument();
  });
});
