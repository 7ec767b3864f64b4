/** What the static payment pages' tests, in either language, start from. They run on fake timers. */
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { PaymentPage } from './PaymentPage';

/** `ui` (the payment page by default) at `route`; user events let the fake time pass. */
export function renderPayment(ui: ReactElement = <PaymentPage />, route = '/payment') {
  return renderWithProviders(ui, {
    route,
    path: route,
    userOptions: { advanceTimers: (ms) => jest.advanceTimersByTime(ms) },
  });
}

/** Lets `ms` of fake time pass, one listener tick after another. */
export const elapse = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
