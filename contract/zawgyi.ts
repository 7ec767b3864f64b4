/**
 * Zawgyi detection. Zawgyi is a font hack that reuses the Myanmar code points for other letters
 * and orders them visually; text typed on a Zawgyi keyboard looks right only in a Zawgyi font and
 * is garbled for everyone else, and it cannot be searched or sorted. We detect it with Google's
 * myanmar-tools (a Markov model trained on real web text) and offer its Unicode conversion.
 *
 * No DOM here: the server imports this module too, to refuse Zawgyi text it is asked to store.
 * The model (about 50 KB) is fetched only when text contains Myanmar letters at all, so English
 * pages and Latin-only input never load it.
 */

export interface ZawgyiCheck {
  /** The model's probability that the text is Zawgyi (0 for text with no Myanmar letters). */
  probability: number;
  isZawgyi: boolean;
  /** The text converted to Unicode, offered to the user when `isZawgyi`. */
  unicode?: string;
}

/**
 * Above this, text is treated as Zawgyi. The model's authors give 0.95 as the threshold under
 * which fewer than 1% of Unicode strings are wrongly flagged; we refuse and rewrite text on this
 * answer, and wrongly refusing a shop's correct Unicode name is the worse mistake.
 */
export const ZAWGYI_THRESHOLD = 0.95;

/** Myanmar (U+1000-U+109F), Myanmar Extended-A and Extended-B: the letters Zawgyi reuses. */
const MYANMAR = /[\u1000-\u109f\uaa60-\uaa7f\ua9e0-\ua9ff]/;

export function containsMyanmar(text: string): boolean {
  return MYANMAR.test(text);
}

export interface MyanmarTools {
  ZawgyiDetector: new () => { getZawgyiProbability(input: string): number };
  ZawgyiConverter: new () => { zawgyiToUnicode(input: string): string };
}

/**
 * The published myanmar-tools is its Node build: the detector's constructor decodes its model
 * with `new Buffer(data, "base64")`, which browsers lack. Where there is no Buffer, lend one that
 * does only that, for the duration of the (synchronous) constructor, and take it back, so no
 * other code ever sees a fake Node global.
 */
function withBase64Buffer<T>(construct: () => T): T {
  const scope = globalThis as { Buffer?: unknown };
  if (scope.Buffer !== undefined) return construct();
  scope.Buffer = function base64Bytes(data: string, encoding: string): Uint8Array {
    if (encoding !== 'base64') throw new TypeError(`Unsupported encoding ${encoding}`);
    const binary = atob(data);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  };
  try {
    return construct();
  } finally {
    delete scope.Buffer;
  }
}

/**
 * myanmar-tools is CommonJS: imported from an ES module (the server under Node) its classes sit
 * on `default`; through webpack or a CommonJS require, on the module itself.
 */
type LoadedMyanmarTools = MyanmarTools | { default: MyanmarTools };

/** A synchronous checker over an already loaded myanmar-tools (the server loads it at start). */
export function createZawgyiChecker(loaded: LoadedMyanmarTools): (text: string) => ZawgyiCheck {
  const tools = 'ZawgyiDetector' in loaded ? loaded : loaded.default;
  const detector = withBase64Buffer(() => new tools.ZawgyiDetector());
  const converter = new tools.ZawgyiConverter();
  return (text) => {
    if (!containsMyanmar(text)) return { probability: 0, isZawgyi: false };
    const probability = detector.getZawgyiProbability(text);
    if (!(probability > ZAWGYI_THRESHOLD)) return { probability, isZawgyi: false };
    const unicode = converter.zawgyiToUnicode(text);
    // A conversion that changes nothing means there was nothing to fix.
    return unicode === text
      ? { probability, isZawgyi: false }
      : { probability, isZawgyi: true, unicode };
  };
}

let checker: Promise<(text: string) => ZawgyiCheck> | undefined;

/** Loads myanmar-tools once (its own chunk in the SPA), on the first text that needs it. */
function loadChecker(): Promise<(text: string) => ZawgyiCheck> {
  checker ??= import(/* webpackChunkName: "zawgyi" */ 'myanmar-tools').then(
    (module: LoadedMyanmarTools) => createZawgyiChecker(module),
    (error: unknown) => {
      checker = undefined;
      throw error;
    },
  );
  return checker;
}

/**
 * Is this typed text Zawgyi, and if so, what is it in Unicode? Text without Myanmar letters
 * answers at once, without loading the model.
 */
export async function detectZawgyi(text: string): Promise<ZawgyiCheck> {
  if (!containsMyanmar(text)) return { probability: 0, isZawgyi: false };
  return (await loadChecker())(text);
}
