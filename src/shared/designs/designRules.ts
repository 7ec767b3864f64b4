/**
 * What both sides of a design request show alike (the merchant's page and the designers' part of
 * the back office): which requests have steps not yet seen, which of them opening a request marks
 * seen, and a request's files in the order of its steps. Pure.
 */
import type { DesignEventItem, DesignFile } from '@contract/designs';

/** The requests with a step of the other side's not yet seen. */
export function unseenRequestIds(events: readonly DesignEventItem[]): Set<number> {
  return new Set(events.filter((event) => !event.seen).map((event) => event.request_id));
}

/**
 * The `up_to` that marks seen the steps of `requestId` when it is opened, or null when there is
 * nothing to mark. The server marks every step up to an id, whatever its request: the id stops
 * short of the oldest unseen step of any other request, so that opening one request never hides
 * another's news (a step of this request newer than that one stays marked until it is opened).
 */
export function seenUpTo(events: readonly DesignEventItem[], requestId: number): number | null {
  const unseen = events.filter((event) => !event.seen);
  const others = unseen.filter((event) => event.request_id !== requestId).map((e) => e.id);
  const limit = others.length > 0 ? Math.min(...others) : Number.POSITIVE_INFINITY;
  const own = unseen.filter((event) => event.request_id === requestId && event.id < limit);
  return own.length > 0 ? Math.max(...own.map((event) => event.id)) : null;
}

/** A request's files as its page shows them. */
export interface DesignFileGroups {
  /** The logo uploaded with the brief. */
  logo: DesignFile | null;
  /** Drafts by round (0: the concept drafts; 1 and 2: the revised versions), oldest first. */
  rounds: Array<{ round: number; files: DesignFile[] }>;
  finals: DesignFile[];
}

export function groupDesignFiles(files: readonly DesignFile[]): DesignFileGroups {
  const byId = [...files].sort((a, b) => a.id - b.id);
  const rounds = new Map<number, DesignFile[]>();
  for (const file of byId) {
    if (file.kind !== 'draft') continue;
    const round = rounds.get(file.round);
    if (round) round.push(file);
    else rounds.set(file.round, [file]);
  }
  return {
    logo: byId.find((file) => file.kind === 'logo') ?? null,
    rounds: [...rounds.entries()]
      .sort(([a], [b]) => a - b)
      .map(([round, list]) => ({ round, files: list })),
    finals: byId.filter((file) => file.kind === 'final'),
  };
}

/** Whether a file can be shown as a picture (a PDF is offered as a download only). */
export function isPicture(contentType: string): boolean {
  return ['image/png', 'image/jpeg', 'image/webp'].includes(contentType);
}
