import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChoiceGroup } from './ChoiceGroup';

const durations = [
  { value: 3, label: '3 Months' },
  { value: 6, label: '6 Months' },
  { value: 12, label: '12 Months' },
];

describe('ChoiceGroup', () => {
  it('is a radio group named by its legend, with the current value checked', () => {
    render(<ChoiceGroup legend="Duration" options={durations} value={6} onChange={jest.fn()} />);
    const group = screen.getByRole('group', { name: 'Duration' });
    expect(group).toHaveClass('choice-group');
    expect(screen.getByRole('radio', { name: '6 Months' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '3 Months' })).not.toBeChecked();
  });

  it('reports the chosen value, by click and by arrow key', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<ChoiceGroup legend="Duration" options={durations} value={3} onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: '3 Months' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(6);
    await user.click(screen.getByText('12 Months'));
    expect(onChange).toHaveBeenLastCalledWith(12);
  });

  it('can keep its legend for screen readers only', () => {
    render(
      <ChoiceGroup
        legend="Currency"
        legendHidden
        options={[{ value: 'MMK', label: 'MMK' }]}
        value="MMK"
        onChange={jest.fn()}
      />,
    );
    expect(screen.getByText('Currency')).toHaveClass('visually-hidden');
    expect(screen.getByRole('group', { name: 'Currency' })).toBeInTheDocument();
  });

  it('gives each group its own name, so two groups on one page do not share a choice', () => {
    render(
      <>
        <ChoiceGroup legend="Duration" options={durations} value={3} onChange={jest.fn()} />
        <ChoiceGroup legend="Period" options={durations} value={12} onChange={jest.fn()} />
      </>,
    );
    const checked = screen
      .getAllByRole('radio')
      .filter((radio) => (radio as HTMLInputElement).checked);
    expect(checked).toHaveLength(2);
    expect(new Set(checked.map((radio) => radio.getAttribute('name'))).size).toBe(2);
  });
});
