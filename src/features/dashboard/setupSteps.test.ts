import fc from 'fast-check';
import type { DashboardSetup } from '@contract';
import { nextSetupStep, setupSteps, type SetupFacts, type SetupPaths } from './setupSteps';

const paths: SetupPaths = {
  verifyPhone: '/otp-verification',
  price: '/price',
  billing: '/billing',
  storeProfile: '/store#profile',
  storeCatalogue: '/store#catalogue',
  storePublish: '/store#publish',
};

const nothing: DashboardSetup = {
  plan_ordered: false,
  plan_in_force: false,
  profile_saved: false,
  item_count: 0,
  published: false,
  slug: null,
};

const facts = (setup: Partial<DashboardSetup> = {}, verified = false): SetupFacts => ({
  phone_verified_at: verified ? '2026-12-06T08:00:00.000Z' : null,
  setup: { ...nothing, ...setup },
});

const doneIds = (f: SetupFacts) =>
  setupSteps(f, paths)
    .filter((step) => step.done)
    .map((step) => step.id);

describe('setupSteps', () => {
  it('lists the six steps in order, each with where it is done', () => {
    expect(setupSteps(facts(), paths)).toEqual([
      { id: 'phone', done: false, to: '/otp-verification' },
      { id: 'plan', done: false, to: '/price' },
      { id: 'paid', done: false, to: '/price' },
      { id: 'profile', done: false, to: '/store#profile' },
      { id: 'items', done: false, to: '/store#catalogue' },
      { id: 'published', done: false, to: '/store#publish' },
    ]);
  });

  it.each<[string, SetupFacts, string[]]>([
    ['a verified phone', facts({}, true), ['phone']],
    ['a plan ordered, not paid', facts({ plan_ordered: true }), ['plan']],
    ['a plan in force', facts({ plan_in_force: true }), ['plan', 'paid']],
    ['a saved profile', facts({ profile_saved: true, slug: 'tea' }), ['profile']],
    ['one item', facts({ item_count: 1 }), ['items']],
    ['a published store', facts({ published: true }), ['published']],
    [
      'everything',
      facts(
        { plan_in_force: true, profile_saved: true, slug: 'tea', item_count: 3, published: true },
        true,
      ),
      ['phone', 'plan', 'paid', 'profile', 'items', 'published'],
    ],
  ])('ticks what the server says is done: %s', (_name, given, expected) => {
    expect(doneIds(given)).toEqual(expected);
  });

  it('sends paying to /billing while an order waits there, else to /price', () => {
    const paid = (f: SetupFacts) => setupSteps(f, paths).find((step) => step.id === 'paid')?.to;
    expect(paid(facts({ plan_ordered: true }))).toBe('/billing');
    expect(paid(facts())).toBe('/price');
    // A renewal ordered while a plan is in force: still charged on /billing.
    expect(paid(facts({ plan_ordered: true, plan_in_force: true }))).toBe('/billing');
  });

  it('never ticks paying without a plan chosen', () => {
    fc.assert(
      fc.property(
        fc.record({
          plan_ordered: fc.boolean(),
          plan_in_force: fc.boolean(),
          profile_saved: fc.boolean(),
          item_count: fc.nat(),
          published: fc.boolean(),
          slug: fc.constant(null),
        }),
        fc.boolean(),
        (setup, verified) => {
          const done = doneIds(facts(setup, verified));
          return !done.includes('paid') || done.includes('plan');
        },
      ),
    );
  });
});

describe('nextSetupStep', () => {
  it('is the first step not done, whatever comes after it', () => {
    expect(nextSetupStep(setupSteps(facts(), paths))?.id).toBe('phone');
    expect(nextSetupStep(setupSteps(facts({ plan_ordered: true }, true), paths))).toEqual({
      id: 'paid',
      done: false,
      to: '/billing',
    });
    // Items added before the profile: the profile still comes first.
    expect(
      nextSetupStep(setupSteps(facts({ plan_in_force: true, item_count: 2 }, true), paths))?.id,
    ).toBe('profile');
  });

  it('is null once every step is done', () => {
    const all = facts(
      { plan_in_force: true, profile_saved: true, slug: 'tea', item_count: 1, published: true },
      true,
    );
    expect(nextSetupStep(setupSteps(all, paths))).toBeNull();
  });
});
