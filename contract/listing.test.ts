import { isListed, missingForPublishing, publishChecklist } from './listing';

const ready = { subscribed: true, phoneVerified: true, itemCount: 2, published: false };

describe('listing rules', () => {
  it('lets a subscribed shop with a verified phone and an item publish', () => {
    expect(missingForPublishing(ready)).toEqual([]);
    expect(publishChecklist(ready).every((entry) => entry.met)).toBe(true);
  });

  it('names every missing requirement, in checklist order', () => {
    expect(
      missingForPublishing({
        subscribed: false,
        phoneVerified: false,
        itemCount: 0,
        published: false,
      }),
    ).toEqual(['subscription', 'phone', 'items']);
    expect(missingForPublishing({ ...ready, phoneVerified: false })).toEqual(['phone']);
    expect(missingForPublishing({ ...ready, itemCount: 0 })).toEqual(['items']);
  });

  it('lists a shop only while published, subscribed and verified', () => {
    expect(isListed({ ...ready, published: true })).toBe(true);
    expect(isListed(ready)).toBe(false);
    expect(isListed({ ...ready, published: true, subscribed: false })).toBe(false);
    expect(isListed({ ...ready, published: true, phoneVerified: false })).toBe(false);
  });
});
