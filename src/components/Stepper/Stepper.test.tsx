import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Stepper, type StepperProps } from './Stepper';

/** Renders a stepper; `update` renders it again with other props and the same handlers. */
function renderStepper(props: Partial<StepperProps> = {}) {
  const handlers = { onDecrease: jest.fn(), onIncrease: jest.fn(), onEnter: jest.fn() };
  const element = (overrides: Partial<StepperProps>) => (
    <Stepper label="Quantity of Orders" value={2} min={0} max={3} {...handlers} {...overrides} />
  );
  const view = render(element(props));
  const update = (overrides: Partial<StepperProps>) => view.rerender(element(overrides));
  return { ...view, ...handlers, update };
}

describe('Stepper', () => {
  it('names its input and its buttons after the label, or after buttonsName', () => {
    renderStepper();
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Orders' })).toHaveValue('2');
    expect(screen.getByRole('button', { name: 'Decrease Quantity of Orders' })).toBeEnabled();
    renderStepper({ label: 'Quantity of Designs', buttonsName: 'Designs' });
    expect(screen.getByRole('button', { name: 'Increase Designs' })).toBeEnabled();
  });

  it('steps with minus and plus, disabled at the bounds', async () => {
    const user = userEvent.setup();
    const { onDecrease, onIncrease, update } = renderStepper();
    await user.click(screen.getByRole('button', { name: 'Decrease Quantity of Orders' }));
    await user.click(screen.getByRole('button', { name: 'Increase Quantity of Orders' }));
    expect(onDecrease).toHaveBeenCalledTimes(1);
    expect(onIncrease).toHaveBeenCalledTimes(1);

    update({ value: 3 });
    expect(screen.getByRole('button', { name: 'Increase Quantity of Orders' })).toBeDisabled();
    update({ value: 0, max: undefined });
    expect(screen.getByRole('button', { name: 'Decrease Quantity of Orders' })).toBeDisabled();
  });

  it('passes what is typed as typed, keeps it while focused, and shows the value again on blur', () => {
    const { onEnter } = renderStepper();
    const input = screen.getByRole('spinbutton', { name: 'Quantity of Orders' });
    fireEvent.change(input, { target: { value: '1' } });
    expect(onEnter).toHaveBeenLastCalledWith('1');
    // The stored value is still 2, but the draft stays while the field has focus.
    expect(input).toHaveValue('1');
    fireEvent.change(input, { target: { value: '' } });
    expect(onEnter).toHaveBeenLastCalledWith('');
    fireEvent.blur(input);
    expect(input).toHaveValue('2');
  });

  it('is a text input announced as a spinbutton with its bounds, stepping with the arrow keys', async () => {
    const user = userEvent.setup();
    const { onDecrease, onIncrease, update } = renderStepper();
    const input = screen.getByRole('spinbutton', { name: 'Quantity of Orders' });
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('aria-valuenow', '2');
    expect(input).toHaveAttribute('aria-valuemin', '0');
    expect(input).toHaveAttribute('aria-valuemax', '3');
    input.focus();
    await user.keyboard('{ArrowUp}');
    expect(onIncrease).toHaveBeenCalledTimes(1);
    await user.keyboard('{ArrowDown}');
    expect(onDecrease).toHaveBeenCalledTimes(1);

    // At the bounds the arrows do nothing, as the buttons are disabled there.
    update({ value: 3 });
    await user.keyboard('{ArrowUp}');
    expect(onIncrease).toHaveBeenCalledTimes(1);
    update({ value: 0 });
    await user.keyboard('{ArrowDown}');
    expect(onDecrease).toHaveBeenCalledTimes(1);
  });

  it("passes Myanmar digits through as typed, for the caller's rule to read", async () => {
    const user = userEvent.setup();
    const { onEnter } = renderStepper();
    const input = screen.getByRole('spinbutton', { name: 'Quantity of Orders' });
    await user.clear(input);
    await user.type(input, '၃');
    expect(onEnter).toHaveBeenLastCalledWith('၃');
    expect(input).toHaveValue('၃');
  });

  it('is wholly disabled when told', () => {
    renderStepper({ disabled: true });
    expect(screen.getByRole('spinbutton')).toBeDisabled();
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
  });
});
