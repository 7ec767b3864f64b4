import { act, screen } from '@testing-library/react';
import { renderApp } from '../test/renderWithProviders';

describe('scrolling on route changes', () => {
  let scrollIntoView: jest.SpyInstance;
  const originalMatchMedia = window.matchMedia;

  beforeEach(() => {
    scrollIntoView = jest
      .spyOn(Element.prototype, 'scrollIntoView')
      .mockImplementation(() => undefined);
  });
  afterEach(() => {
    scrollIntoView.mockRestore();
    window.matchMedia = originalMatchMedia;
    jest.useRealTimers();
  });

  it('scrolls smoothly to the element of the hash 100 ms after the route changes', async () => {
    jest.useFakeTimers();
    const { user } = await renderApp({
      route: '/price',
      userOptions: { advanceTimers: jest.advanceTimersByTime },
    });
    await screen.findByRole('heading', { level: 1, name: 'Choose your Plan' });

    await user.click(screen.getByRole('link', { name: 'Category' }));
    const section = (
      await screen.findByRole('heading', { level: 2, name: 'Category List' })
    ).closest('section');
    expect(scrollIntoView).not.toHaveBeenCalled();

    // The page is there; the scroll waits for 100 ms after the change.
    act(() => {
      jest.advanceTimersByTime(99);
    });
    expect(scrollIntoView).not.toHaveBeenCalled();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts[0]).toBe(section);
  });

  it('scrolls to the hash of the first URL too', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    await renderApp({ route: '/#contact' });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(500);
    });
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toHaveAttribute('id', 'contact');
  });

  it("uses behavior 'auto' when the user prefers reduced motion", async () => {
    window.matchMedia = ((query: string) => ({
      matches: query.includes('prefers-reduced-motion'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    })) as typeof window.matchMedia;
    const { user } = await renderApp({ route: '/training' });
    await screen.findByRole('heading', { level: 1, name: 'Build Your Skills' });
    await user.click(screen.getByRole('link', { name: 'Features' }));
    await screen.findByRole('heading', { level: 2, name: /Why Choose/ });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 150));
    });
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });

  it('does not scroll to anything without a hash', async () => {
    const { user } = await renderApp({ route: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Merchant Marketplace' });
    await user.click(screen.getByRole('link', { name: 'Customer' }));
    await screen.findByRole('heading', { level: 1, name: 'Find a Shop' });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 150));
    });
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
