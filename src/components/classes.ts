/** A class attribute from names, leaving out the missing ones: `classes('card', className)`. */
export function classes(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
