/**
 * Real Zawgyi text for component tests: lines of a news article a Myanmar government site
 * published in Zawgyi, with their Unicode conversions, from myanmar-tools' own test data.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { containsMyanmar } from '@contract/zawgyi';

function lines(name: string): string[] {
  const file = path.join(require.resolve('myanmar-tools'), '..', 'resources', `${name}.txt`);
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#') && containsMyanmar(line));
}

/** The shortest line of the article (a name-sized text), in Zawgyi and in Unicode. */
export function zawgyiSample(): { zawgyi: string; unicode: string } {
  const zawgyi = lines('mmgov_zawgyi_src');
  const unicode = lines('mmgov_unicode_out');
  let shortest = 0;
  zawgyi.forEach((line, i) => {
    if (line.length < zawgyi[shortest]!.length) shortest = i;
  });
  return { zawgyi: zawgyi[shortest]!, unicode: unicode[shortest]! };
}
