/** Placeholder until its part of the back office lands (replaced by its owner). */
export function PaymentsSection() {
  return null;
}
