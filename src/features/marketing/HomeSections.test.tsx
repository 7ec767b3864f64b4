import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '@contract/apiPaths';
import { renderApp } from '../../test/renderWithProviders';
import { apiUrl, sampleCategories, server } from '../../test/server';

/** A matchMedia that answers `reduce` for prefers-reduced-motion. */
function preferReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

const originalMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

async function openHome() {
  const result = await renderApp({ route: '/' });
  await screen.findByRole('heading', { level: 1, name: 'Merchant Marketplace' });
  // The sections below the hero follow one per task (jsdom has no idle callbacks), the last
  // being 'Explore Merchant Marketplace'; the Category List loads from the API: wait for both so
  // that nothing updates after the test.
  await screen.findByRole(
    'heading',
    { level: 2, name: 'Explore Merchant Marketplace' },
    { timeout: 5000 },
  );
  await screen.findByText('Restaurant', undefined, { timeout: 5000 });
  return result;
}

describe('the landing page', () => {
  it('has its sections in the specified order, with headings in order', async () => {
    await openHome();
    const main = screen.getByRole('main');
    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual([
      'Why Choose Merchant Marketplace?',
      'Category List',
      'Our Training',
      'Frequently Asked Questions',
      'What People Say',
      'About Us',
      'Contact Us',
      'Explore Merchant Marketplace',
    ]);
    expect(within(main).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const [id, name] of [
      ['features', 'Why Choose Merchant Marketplace?'],
      ['category', 'Category List'],
      ['contact', 'Contact Us'],
    ]) {
      expect(screen.getByRole('region', { name })).toHaveAttribute('id', id);
    }
  });

  it('shows the tagline over a muted, looping video with a poster of known size', async () => {
    await openHome();
    expect(
      within(screen.getByRole('main')).getByText('Where shops and shoppers connect'),
    ).toBeInTheDocument();
    const video = document.querySelector('video') as HTMLVideoElement;
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('muted');
    expect(video.loop).toBe(true);
    expect(video.autoplay).toBe(true);
    expect(video).toHaveAttribute('poster', '/media/hero-poster.webp');
    expect(video).toHaveAttribute('width', '1280');
    expect(video).toHaveAttribute('height', '720');
    expect(Array.from(video.querySelectorAll('source')).map((s) => s.getAttribute('src'))).toEqual([
      '/media/hero.webm',
      '/media/hero.mp4',
    ]);
    expect(screen.getByRole('button', { name: 'Pause background video' })).toBeInTheDocument();
  });

  it('does not play the video when the user prefers reduced motion', async () => {
    preferReducedMotion(true);
    await openHome();
    const video = document.querySelector('video') as HTMLVideoElement;
    expect(video.autoplay).toBe(false);
    expect(video).toHaveAttribute('preload', 'none');
    expect(screen.getByRole('button', { name: 'Play background video' })).toBeInTheDocument();
  });

  it('lists the six selling points under the feature heading', async () => {
    await openHome();
    const features = screen.getByRole('region', { name: 'Why Choose Merchant Marketplace?' });
    expect(
      within(features)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Be Visible',
      'Sell Smarter',
      'Reward Loyalty',
      'Promote Easily',
      'Grow Together',
      'Insights That Matter',
    ]);
  });

  it('lists every category with its listed shops, each linking to the marketplace filtered by it', async () => {
    await openHome();
    const list = within(screen.getByRole('region', { name: 'Category List' })).getByRole('list');
    const links = within(list).getAllByRole('link');
    // Every seeded category, in the server's order, with the fixture shops' counts.
    const counts: Record<string, string> = {
      'Tea Shop': '2 shops',
      Bakery: '1 shop',
      'Beauty & Spa': '1 shop',
      'Mobile Phones & Accessories': '1 shop',
    };
    expect(links.map((link) => link.textContent)).toEqual(
      sampleCategories.categories.map((c) => c.name + (counts[c.name] ?? 'No shops yet')),
    );
    const teaShop = sampleCategories.categories.find((c) => c.name === 'Tea Shop')!;
    expect(within(list).getByRole('link', { name: 'Tea Shop 2 shops' })).toHaveAttribute(
      'href',
      `/customer?category=${teaShop.id}`,
    );
    expect(within(list).getByRole('link', { name: 'Restaurant No shops yet' })).toHaveAttribute(
      'href',
      '/customer?category=1',
    );
  });

  it('takes a visitor from a category to the marketplace showing its shops', async () => {
    const { user, router } = await openHome();
    await user.click(screen.getByRole('link', { name: 'Tea Shop 2 shops' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find a Shop' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?category=2');
    expect(await screen.findByRole('link', { name: 'Golden Tea House' })).toBeInTheDocument();
    expect(screen.getByLabelText('Category')).toHaveValue('2');
    expect(screen.getAllByRole('listitem').filter((li) => li.matches('.shop-card'))).toHaveLength(
      2,
    );
  });

  it('says when the categories cannot be loaded, and tries again', async () => {
    server.use(
      http.get(apiUrl(apiPaths.marketplaceCategories), () =>
        HttpResponse.json({ message: 'Internal server error' }, { status: 500 }),
      ),
    );
    const { user } = await renderApp({ route: '/' });
    const region = await screen.findByRole('region', { name: 'Category List' });
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'The categories could not be loaded.',
    );
    server.resetHandlers();
    await user.click(within(region).getByRole('button', { name: 'Try again' }));
    expect(await within(region).findByText('Cafe')).toBeInTheDocument();
  });

  it('links Our Training to /training, and shows two testimonials and About Us', async () => {
    await openHome();
    const training = screen.getByRole('region', { name: 'Our Training' });
    expect(within(training).getByRole('link')).toHaveAttribute('href', '/training');
    const testimonials = screen.getByRole('region', { name: 'What People Say' });
    expect(within(testimonials).getAllByRole('figure')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'About Us' })).toHaveTextContent(
      /connects shops and shoppers across Myanmar/,
    );
  });

  it('has the Contact Us form and five FAQ questions', async () => {
    await openHome();
    const contact = screen.getByRole('region', { name: 'Contact Us' });
    // The form's code loads after the page's (it is at the bottom: components/Deferred).
    expect(await within(contact).findByRole('form', { name: 'Contact form' })).toBeInTheDocument();
    expect(within(contact).getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
    const faq = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    expect(within(faq).getAllByRole('button', { expanded: false })).toHaveLength(5);
  });
});
