/**
 * When a shop is listed in the marketplace: an active subscription, a verified phone and a
 * published store. Publishing itself needs the first two and at least one catalogue item, so that
 * no shop goes public empty. Pure; the server decides, the SPA shows the same checklist.
 */

export interface ListingFacts {
  subscribed: boolean;
  phoneVerified: boolean;
  itemCount: number;
  published: boolean;
}

export type ListingRequirement = 'subscription' | 'phone' | 'items';

/** The requirements of publishing, in the order the checklist shows them, with whether each is met. */
export function publishChecklist(
  facts: ListingFacts,
): Array<{ requirement: ListingRequirement; met: boolean }> {
  return [
    { requirement: 'subscription', met: facts.subscribed },
    { requirement: 'phone', met: facts.phoneVerified },
    { requirement: 'items', met: facts.itemCount > 0 },
  ];
}

/** What publishing still needs; empty when the store may be published. */
export function missingForPublishing(facts: ListingFacts): ListingRequirement[] {
  return publishChecklist(facts)
    .filter((entry) => !entry.met)
    .map((entry) => entry.requirement);
}

/**
 * Listed = shown on /customer and reachable at /shops/{slug}. Items are not re-checked here: a
 * published shop that later removes every item stays listed with an empty catalogue.
 */
export function isListed(facts: ListingFacts): boolean {
  return facts.published && facts.subscribed && facts.phoneVerified;
}
