import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { TermsPage } from './TermsPage';

describe('/terms', () => {
  it('states the terms of this product, section by section, with its contents and a way to ask', async () => {
    await renderWithProviders(<TermsPage />, { route: '/terms' });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
    expect(document.title).toBe('Terms and Conditions | Merchant Marketplace');
    const sections = [
      'What we provide',
      'Your account and phone verification',
      'Plans, add-ons and prices',
      'Paying',
      'Renewing, changing and ending a plan',
      'Refunds',
      'What merchants agree to',
      'Orders and reservations',
      'Your personal data',
      'Our responsibility',
      'Changes to these terms',
      'Law and disputes',
    ];
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    for (const heading of sections) {
      const region = screen.getByRole('region', { name: heading });
      expect(within(region).getAllByRole('paragraph').length).toBeGreaterThan(0);
      expect(within(contents).getByRole('link', { name: heading })).toHaveAttribute(
        'href',
        `#${region.getAttribute('aria-labelledby')}`,
      );
    }
    // What the product really does: kyat, 2% tax, the grace week, refunds with credit notes.
    const text = document.body.textContent ?? '';
    expect(text).toContain('Myanmar kyat (MMK) for 3, 6 or 12 months');
    expect(text).toContain('2% tax after any discount');
    expect(text).toContain('7 days of grace');
    expect(text).toContain('credit note');
    expect(text).toContain('one-time code sent by SMS');
    expect(text).toContain('the marketplace takes no payment for orders');
    expect(text).toContain('Republic of the Union of Myanmar');
    expect(text).not.toMatch(/lorem|\bterms\.[a-z]/i);
    const contact = screen.getByRole('region', { name: 'Contact us' });
    expect(within(contact).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/#contact',
    );
  });
});
