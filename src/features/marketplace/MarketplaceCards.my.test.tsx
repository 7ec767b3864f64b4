import { screen, waitFor, within } from '@testing-library/react';
import { languagePreload } from '../../test/languagePreload';
import { renderApp } from '../../test/renderWithProviders';
import { fixtureShops, shweYee } from '../../test/marketplaceFixtures';
import { createFakeMarketplace } from '../../test/marketplaceHandlers';
import { server } from '../../test/server';

const yangon = (iso: string) => Date.parse(`${iso}+06:30`);

async function openInBurmese(now: number) {
  server.use(...createFakeMarketplace(fixtureShops).handlers);
  const rendered = await renderApp({
    route: '/customer',
    preloadedState: languagePreload('my'),
    extra: { now: () => now },
  });
  await screen.findByRole('heading', { level: 1, name: 'ဆိုင်ရှာရန်' });
  await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 })).not.toHaveLength(0));
  return rendered;
}

const cardOf = (name: string) => screen.getByRole('link', { name }).closest('li')!;

describe('the marketplace’s cards in Burmese', () => {
  it('say open or when the shop opens, with Myanmar digits, and Takes orders', async () => {
    await openInBurmese(yangon('2025-03-03T05:45:00'));
    await waitFor(() => expect(cardOf('Golden Tea House')).toHaveTextContent('ယခု ဖွင့်ထားပါသည်'));
    expect(cardOf(shweYee.name)).toHaveTextContent('ပိတ်ထားပါသည် · ၀၆:၀၀ တွင် ဖွင့်မည်');
    expect(cardOf(shweYee.name)).toHaveTextContent('အော်ဒါ လက်ခံသည်');
    expect(cardOf('Golden Tea House')).not.toHaveTextContent('အော်ဒါ လက်ခံသည်');
    expect(cardOf(shweYee.name)).not.toHaveTextContent(/[0-9]/);
  });

  it('say the weekday of the next opening', async () => {
    await openInBurmese(yangon('2025-03-09T21:00:00'));
    await waitFor(() =>
      expect(cardOf(shweYee.name)).toHaveTextContent('ပိတ်ထားပါသည် · တနင်္လာ ၀၆:၀၀ တွင် ဖွင့်မည်'),
    );
  });

  it('fold the filters behind a Burmese button', async () => {
    const { user } = await openInBurmese(yangon('2025-03-03T10:00:00'));
    const fold = screen.getByRole('button', { name: 'စစ်ထုတ်ရန်' });
    await user.click(fold);
    expect(fold).toHaveAttribute('aria-expanded', 'true');
    const district = within(
      document.getElementById(fold.getAttribute('aria-controls')!)!,
    ).getByLabelText('ခရိုင်');
    await user.selectOptions(district, within(district).getAllByRole('option')[1]!);
    expect(await screen.findByRole('button', { name: 'စစ်ထုတ်ရန် (၁)' })).toBeInTheDocument();
  });
});
