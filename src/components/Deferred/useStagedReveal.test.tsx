import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useStagedReveal } from './useStagedReveal';

/** The browser's idle callbacks, run when the test says the browser is idle. */
let idle: Array<{ id: number; run: () => void }> = [];
let nextId = 1;

function installIdleCallbacks() {
  idle = [];
  window.requestIdleCallback = ((run: () => void) => {
    const id = nextId++;
    idle.push({ id, run });
    return id;
  }) as typeof window.requestIdleCallback;
  window.cancelIdleCallback = (id: number) => {
    idle = idle.filter((entry) => entry.id !== id);
  };
}

/** One idle moment: the callbacks waiting now run (those they schedule wait for the next). */
async function browserIdle() {
  const due = idle;
  idle = [];
  await act(async () => due.forEach((entry) => entry.run()));
}

function Sections({ eager = false }: { eager?: boolean }) {
  const { shown, revealAll } = useStagedReveal(3, eager);
  return (
    <>
      <button type="button" onClick={() => revealAll()}>
        Go to the last
      </button>
      {['First', 'Second', 'Third'].slice(0, shown).map((name) => (
        <h2 key={name}>{name}</h2>
      ))}
    </>
  );
}

const headings = () => screen.queryAllByRole('heading').map((h) => h.textContent);

describe('useStagedReveal', () => {
  afterEach(() => {
    // jsdom has no idle callbacks of its own.
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
  });

  it('shows nothing at first, then one more stage at each idle moment', async () => {
    installIdleCallbacks();
    render(<Sections />);
    expect(headings()).toEqual([]);
    await browserIdle();
    expect(headings()).toEqual(['First']);
    await browserIdle();
    expect(headings()).toEqual(['First', 'Second']);
    await browserIdle();
    expect(headings()).toEqual(['First', 'Second', 'Third']);
    // Done: it asks for no more idle time.
    expect(idle).toEqual([]);
  });

  it('shows every stage at once when eager from the start', () => {
    installIdleCallbacks();
    render(<Sections eager />);
    expect(headings()).toEqual(['First', 'Second', 'Third']);
    expect(idle).toEqual([]);
  });

  it('shows every stage at once when it becomes eager (a hash arrives)', () => {
    installIdleCallbacks();
    const { rerender } = render(<Sections />);
    expect(headings()).toEqual([]);
    rerender(<Sections eager />);
    expect(headings()).toEqual(['First', 'Second', 'Third']);
  });

  it('shows everything now when revealAll is called', async () => {
    installIdleCallbacks();
    render(<Sections />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to the last' }));
    expect(headings()).toEqual(['First', 'Second', 'Third']);
  });

  it('without idle callbacks, starts with none (as a server render does) and adds one per task', async () => {
    render(<Sections />);
    expect(headings()).toEqual([]);
    expect(await screen.findByRole('heading', { name: 'Third' })).toBeInTheDocument();
    expect(headings()).toEqual(['First', 'Second', 'Third']);
  });

  it('stops waiting for idle time once unmounted', () => {
    installIdleCallbacks();
    const { unmount } = render(<Sections />);
    expect(idle).toHaveLength(1);
    unmount();
    expect(idle).toEqual([]);
  });
});
