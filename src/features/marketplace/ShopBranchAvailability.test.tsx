import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '@contract/apiPaths';
import { shweYee } from '../../test/marketplaceFixtures';
import { apiUrl, server } from '../../test/server';
import { clearKeptBaskets, fakeOrdering, openStorePage, shopRoute } from './orderingTestSetup';

beforeEach(() => {
  clearKeptBaskets();
  localStorage.clear();
});

describe('an item sold out at one branch', () => {
  it('can be ordered at the main shop, and reads unavailable once that branch is chosen', async () => {
    const branchId = shweYee.branches[0]!.id;
    server.use(
      http.get(apiUrl(apiPaths.marketplaceShop), () =>
        HttpResponse.json({
          ...shweYee,
          items: shweYee.items.map((item) =>
            item.name === 'Mohinga' ? { ...item, sold_out_at: [branchId] } : item,
          ),
        }),
      ),
    );
    fakeOrdering();
    const { user } = await openStorePage(shopRoute(shweYee.slug), { signedIn: true });
    await screen.findByRole('heading', { level: 1, name: shweYee.name });
    await user.click(screen.getByRole('button', { name: 'Add to order: လက်ဖက်ရည်' }));
    expect(screen.getByRole('button', { name: 'Add to order: Mohinga' })).toBeInTheDocument();

    const basket = screen.getByRole('region', { name: /^Your order/ });
    await user.selectOptions(within(basket).getByLabelText('Branch'), 'Sanchaung branch');
    expect(screen.queryByRole('button', { name: 'Add to order: Mohinga' })).not.toBeInTheDocument();
    const mohinga = screen.getByRole('heading', { name: 'Mohinga' }).closest('li')!;
    expect(within(mohinga).getByText('Unavailable')).toBeInTheDocument();
  });
});
