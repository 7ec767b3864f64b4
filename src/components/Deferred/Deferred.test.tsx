import { act, render, screen } from '@testing-library/react';
import { Deferred } from './Deferred';

/** A controllable IntersectionObserver: `intersect()` reports the observed node as visible. */
function installObserver() {
  const instances: { callback: IntersectionObserverCallback; disconnected: boolean }[] = [];
  class FakeObserver {
    readonly instance: (typeof instances)[number];
    constructor(callback: IntersectionObserverCallback) {
      this.instance = { callback, disconnected: false };
      instances.push(this.instance);
    }
    observe() {}
    disconnect() {
      this.instance.disconnected = true;
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', {
    value: FakeObserver,
    configurable: true,
  });
  const intersect = (isIntersecting: boolean) =>
    act(() => {
      for (const { callback } of instances) {
        callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
      }
    });
  return { instances, intersect };
}

/** A controllable requestIdleCallback: `idle()` runs what was asked. */
function installIdle() {
  const pending = new Map<number, () => void>();
  let next = 1;
  const cancelled: number[] = [];
  Object.defineProperty(window, 'requestIdleCallback', {
    value: (run: () => void) => {
      pending.set(next, run);
      return next++;
    },
    configurable: true,
  });
  Object.defineProperty(window, 'cancelIdleCallback', {
    value: (id: number) => {
      cancelled.push(id);
      pending.delete(id);
    },
    configurable: true,
  });
  const idle = () =>
    act(() => {
      for (const run of pending.values()) run();
      pending.clear();
    });
  return { idle, cancelled };
}

afterEach(() => {
  for (const name of ['IntersectionObserver', 'requestIdleCallback', 'cancelIdleCallback']) {
    Reflect.deleteProperty(window, name);
  }
});

const content = <p>The form</p>;

describe('Deferred', () => {
  it('renders at once where nothing can be observed', () => {
    render(<Deferred minHeight="10rem">{content}</Deferred>);
    expect(screen.getByText('The form')).toBeInTheDocument();
  });

  it('keeps the room and says Loading… until the content comes within a screen', () => {
    const { intersect } = installObserver();
    installIdle();
    const { container } = render(<Deferred minHeight="10rem">{content}</Deferred>);
    expect(screen.queryByText('The form')).not.toBeInTheDocument();
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(container.firstElementChild).toHaveStyle({ minHeight: '10rem' });

    intersect(false);
    expect(screen.queryByText('The form')).not.toBeInTheDocument();
    intersect(true);
    expect(screen.getByText('The form')).toBeInTheDocument();
  });

  it('renders when the browser is idle, and stops watching', () => {
    const { instances } = installObserver();
    const { idle } = installIdle();
    render(<Deferred minHeight="10rem">{content}</Deferred>);
    idle();
    expect(screen.getByText('The form')).toBeInTheDocument();
    expect(instances.every((observer) => observer.disconnected)).toBe(true);
  });

  it('cancels both watches when it goes away first', () => {
    const { instances } = installObserver();
    const { cancelled } = installIdle();
    const { unmount } = render(<Deferred minHeight="10rem">{content}</Deferred>);
    unmount();
    expect(instances).toHaveLength(1);
    expect(instances[0]?.disconnected).toBe(true);
    expect(cancelled).toEqual([1]);
  });
});
