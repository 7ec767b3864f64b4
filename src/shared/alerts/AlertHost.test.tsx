import { addListener } from '@reduxjs/toolkit';
import { screen } from '@testing-library/react';
import { act } from 'react';
import { Button } from '../../components/Button/Button';
import { useAppDispatch } from '../../app/hooks';
import type { ListenerExtra } from '../../app/store';
import { renderWithProviders } from '../../test/renderWithProviders';
import { alertRaised } from './alertsSlice';

function RaiseButton({ message }: { message: string }) {
  const dispatch = useAppDispatch();
  return <Button onClick={() => dispatch(alertRaised(message))}>Raise</Button>;
}

describe('the alert dialog', () => {
  it('shows the exact message as an alertdialog with focus on OK, and OK dismisses it', async () => {
    const { user, store } = await renderWithProviders(
      <RaiseButton message="Payment Sucessful, going to Merchant Portal" />,
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Raise' }));

    const dialog = await screen.findByRole('alertdialog', {
      name: 'Payment Sucessful, going to Merchant Portal',
    });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByText('Payment Sucessful, going to Merchant Portal')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(store.getState().alerts.queue).toEqual([]);
    expect(screen.getByRole('button', { name: 'Raise' })).toHaveFocus();
  });

  it('shows queued alerts one after another', async () => {
    const { user, store } = await renderWithProviders(<p>page</p>);
    act(() => {
      store.dispatch(alertRaised('Please fill in all required shop information'));
      store.dispatch(alertRaised('Please fill in all card details'));
    });
    expect(
      await screen.findByRole('alertdialog', {
        name: 'Please fill in all required shop information',
      }),
    ).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('alertdialog', { name: 'Please fill in all card details' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('is not dismissed by a click outside it', async () => {
    const { user } = await renderWithProviders(
      <RaiseButton message="You do not have permission to perform this action" />,
    );
    await user.click(screen.getByRole('button', { name: 'Raise' }));
    await user.click(document.body);
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
  });

  it('is what listeners reach through extra.alert', async () => {
    const { store } = await renderWithProviders(<p>page</p>);
    act(() => {
      store.dispatch(
        addListener({
          type: 'test/somethingFailed',
          effect: (_action, api) => (api.extra as ListenerExtra).alert('Invalid duration selected'),
        }),
      );
      store.dispatch({ type: 'test/somethingFailed' });
    });
    expect(
      await screen.findByRole('alertdialog', { name: 'Invalid duration selected' }),
    ).toBeInTheDocument();
  });
});
