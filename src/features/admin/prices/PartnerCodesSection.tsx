/** Placeholder until its part of the back office lands (replaced by its owner). */
export function PartnerCodesSection() {
  return null;
}
