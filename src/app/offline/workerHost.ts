/**
 * The page's side of the service worker (src/sw/serviceWorker.ts), behind one small interface so
 * that the listeners (offlineListeners.ts) can be tested with a fake: registration after the
 * page's load, the waiting version's take-over, the copies question, the kept answers.
 */
import {
  ANSWERS_CACHE,
  COPIES_ASKED,
  SKIP_WAITING,
  readSavedAt,
  type CopiesAnswer,
} from './offlineCopies';

export interface WorkerHost {
  /**
   * Registers the worker once the page has loaded; `onWaiting` hears of each new version that
   * has installed and waits (one already waiting included). False where there is no worker.
   */
  register(onWaiting: () => void): Promise<boolean>;
  /** The waiting version takes over; resolves once it controls the page (false: none waits). */
  activateWaiting(): Promise<boolean>;
  /** Asks the server whether the worker has changed (a tab open all day hears of releases). */
  checkForUpdate(): Promise<void>;
  /** When the oldest copy this page was answered with was saved, or null for none. */
  copiesShown(): Promise<string | null>;
  /** Forgets the kept API answers (the shopper's cards and standing go with their sign-out). */
  forgetAnswers(): Promise<void>;
}

/** The worker's file, built beside index.html (webpack.config.ts). */
export const WORKER_URL = '/sw.js';
/** How long the page waits for the worker's answer about copies before taking it as none. */
const ANSWER_WAIT_MS = 3000;

const pageLoaded = () =>
  document.readyState === 'complete'
    ? Promise.resolve()
    : new Promise<void>((resolve) =>
        window.addEventListener('load', () => resolve(), { once: true }),
      );

/**
 * The browser's service worker, as the production build has it. A new version is announced when
 * it has installed while this page is controlled by an older one (a page's first worker takes
 * over at once and is never announced), or when one waits already as the page registers. Every
 * later release is heard too, not only the first: a merchant's inbox stays open all day.
 */
function browserHost(container: ServiceWorkerContainer): WorkerHost {
  let registration: ServiceWorkerRegistration | undefined;
  return {
    async register(onWaiting) {
      // After the load event: the worker's install (the precache) never competes with the page.
      await pageLoaded();
      const registered = (await container.register(WORKER_URL)) as
        ServiceWorkerRegistration | undefined;
      // A browser (or a test harness) that blocks workers answers with no registration.
      if (!registered) return false;
      registration = registered;
      const announce = () => {
        if (container.controller) onWaiting();
      };
      if (registered.waiting) announce();
      registered.addEventListener('updatefound', () => {
        const installing = registered.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed' && registered.waiting === installing) announce();
        });
      });
      return true;
    },
    async activateWaiting() {
      const waiting = registration?.waiting;
      if (!waiting) return false;
      const controlled = new Promise<void>((resolve) =>
        container.addEventListener('controllerchange', () => resolve(), { once: true }),
      );
      waiting.postMessage({ type: SKIP_WAITING });
      await controlled;
      return true;
    },
    async checkForUpdate() {
      await registration?.update();
    },
    async copiesShown() {
      const controller = container.controller;
      if (!controller) return null;
      const channel = new MessageChannel();
      const answer = new Promise<CopiesAnswer | null>((resolve) => {
        channel.port1.onmessage = (event: MessageEvent<CopiesAnswer>) => resolve(event.data);
        // An older worker that does not answer: no copies known.
        setTimeout(() => resolve(null), ANSWER_WAIT_MS);
      });
      controller.postMessage({ type: COPIES_ASKED }, [channel.port2]);
      return readSavedAt((await answer)?.savedAt);
    },
    async forgetAnswers() {
      // No Cache Storage outside a secure context: nothing was kept there.
      await globalThis.caches?.delete(ANSWERS_CACHE);
    },
  };
}

/** No worker: Jest, a browser without service workers, and the development server. */
const noWorker: WorkerHost = {
  register: async () => false,
  activateWaiting: async () => false,
  checkForUpdate: async () => undefined,
  copiesShown: async () => null,
  forgetAnswers: async () => undefined,
};

/**
 * Development: no worker, and none left from a production run on the same port (it would serve
 * yesterday's files under the dev server's hot reloading).
 */
function withoutWorkers(container: ServiceWorkerContainer): WorkerHost {
  return {
    ...noWorker,
    register: async () => {
      const registrations = await container.getRegistrations();
      await Promise.all(registrations.map((registration) => registration.unregister()));
      return false;
    },
  };
}

function defaultHost(): WorkerHost {
  const container = globalThis.navigator?.serviceWorker;
  if (!container) return noWorker;
  return process.env.NODE_ENV === 'production' ? browserHost(container) : withoutWorkers(container);
}

let host: WorkerHost | null = null;

/** The page's worker host (made on first use). */
export function workerHost(): WorkerHost {
  host ??= defaultHost();
  return host;
}

/** Tests only: a fake host in place of the browser's (null: back to the default). */
export function setWorkerHost(next: WorkerHost | null): void {
  host = next;
}
