import { configureStore } from '@reduxjs/toolkit';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { resetCatalogues } from './catalogues';
import { catalogueLoaded, chosen, languageSlice, started } from './languageSlice';
import { loadAllCatalogues } from './testing';
import type { Translate } from './translate';
import { useTranslator } from './useTranslator';

afterEach(resetCatalogues);

/** A dumb view: it gets its words from its container. */
function ProfileView({ t, year }: { t: Translate; year: number }) {
  return (
    <footer>
      <h2>{t('session.profileTitle')}</h2>
      <p>{t('app.copyright', { year })}</p>
    </footer>
  );
}

function ProfileContainer() {
  const t = useTranslator();
  return <ProfileView t={t} year={2026} />;
}

describe('useTranslator', () => {
  it('gives the container the words of the language on screen, and follows a switch', async () => {
    await loadAllCatalogues('en');
    await loadAllCatalogues('my');
    const store = configureStore({ reducer: { language: languageSlice.reducer } });
    store.dispatch(started('en'));
    render(
      <Provider store={store}>
        <ProfileContainer />
      </Provider>,
    );
    expect(screen.getByRole('heading', { name: 'Your profile' })).toBeInTheDocument();
    expect(
      screen.getByText('© 2026 Merchant Marketplace. All rights reserved.'),
    ).toBeInTheDocument();

    // While Burmese is loading, English stays; once it has arrived, the words change.
    act(() => {
      store.dispatch(chosen('my'));
    });
    expect(screen.getByRole('heading', { name: 'Your profile' })).toBeInTheDocument();
    act(() => {
      store.dispatch(catalogueLoaded('my'));
    });
    expect(screen.getByRole('heading', { name: 'သင်၏ ကိုယ်ရေးအချက်အလက်' })).toBeInTheDocument();
    expect(screen.getByText(/၂၀၂၆/)).toBeInTheDocument();
  });

  it('reads English before the language slice exists in the store', async () => {
    await loadAllCatalogues('en');
    const store = configureStore({ reducer: { other: (state: number = 0) => state } });
    render(
      <Provider store={store}>
        <ProfileContainer />
      </Provider>,
    );
    expect(screen.getByRole('heading', { name: 'Your profile' })).toBeInTheDocument();
  });
});
