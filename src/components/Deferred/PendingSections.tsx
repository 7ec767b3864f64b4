/**
 * The room of a page's sections that have not rendered yet (see useStagedReveal): a screen's
 * height, so the footer does not jump up meanwhile. Nothing in it is read out.
 */
export function PendingSections() {
  return <div className="pending-sections" aria-hidden="true" />;
}
