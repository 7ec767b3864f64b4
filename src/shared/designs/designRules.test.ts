import type { DesignEventItem, DesignFile } from '@contract/designs';
import { groupDesignFiles, isPicture, seenUpTo, unseenRequestIds } from './designRules';

const event = (id: number, requestId: number, seen = false): DesignEventItem => ({
  id,
  request_id: requestId,
  kind: 'draftsPublished',
  seen,
  created_at: '2026-11-02T04:00:00.000Z',
});

const file = (id: number, kind: DesignFile['kind'], round = 0): DesignFile => ({
  id,
  kind,
  round,
  name: `file-${id}.png`,
  content_type: 'image/png',
  size: 1000,
  published: true,
  created_at: '2026-11-02T04:00:00.000Z',
});

describe('unseenRequestIds', () => {
  it('names the requests with a step not yet seen', () => {
    expect(unseenRequestIds([event(9, 4), event(8, 3, true), event(7, 4), event(5, 2)])).toEqual(
      new Set([4, 2]),
    );
    expect(unseenRequestIds([event(3, 1, true)])).toEqual(new Set());
  });
});

describe('seenUpTo', () => {
  it('marks every unseen step of the request when no other request has one', () => {
    // Newest first, as the server lists them; 6 is another request's, already seen.
    expect(seenUpTo([event(12, 4), event(10, 4), event(6, 2, true), event(3, 4)], 4)).toBe(12);
  });

  it('stops short of another request’s oldest unseen step', () => {
    // Request 2's step 8 is unseen: 12 (request 4's, newer) waits; 5 is marked.
    expect(seenUpTo([event(12, 4), event(8, 2), event(5, 4)], 4)).toBe(5);
    // Request 2's only unseen step is older than all of request 4's: nothing can be marked.
    expect(seenUpTo([event(12, 4), event(3, 2)], 4)).toBeNull();
  });

  it('has nothing to mark for a request without unseen steps', () => {
    expect(seenUpTo([event(12, 4, true), event(8, 2)], 4)).toBeNull();
    expect(seenUpTo([], 4)).toBeNull();
  });
});

describe('groupDesignFiles', () => {
  it('puts the logo apart, the drafts by round (oldest first) and the finals last', () => {
    const groups = groupDesignFiles([
      file(9, 'final'),
      file(6, 'draft', 1),
      file(2, 'draft'),
      file(1, 'logo'),
      file(3, 'draft'),
      file(10, 'final'),
    ]);
    expect(groups.logo?.id).toBe(1);
    expect(groups.rounds.map((r) => [r.round, r.files.map((f) => f.id)])).toEqual([
      [0, [2, 3]],
      [1, [6]],
    ]);
    expect(groups.finals.map((f) => f.id)).toEqual([9, 10]);
  });

  it('has no logo, round or final when there are no files', () => {
    expect(groupDesignFiles([])).toEqual({ logo: null, rounds: [], finals: [] });
  });
});

test('pictures are PNG, JPEG and WebP; a PDF is not', () => {
  expect(isPicture('image/png')).toBe(true);
  expect(isPicture('image/jpeg')).toBe(true);
  expect(isPicture('image/webp')).toBe(true);
  expect(isPicture('application/pdf')).toBe(false);
});
