/** Types for Google's myanmar-tools (the package ships none). */
declare module 'myanmar-tools' {
  export class ZawgyiDetector {
    /** Between 0 and 1 (the chance the text is Zawgyi); -Infinity when it holds no Burmese. */
    getZawgyiProbability(input: string): number;
  }
  export class ZawgyiConverter {
    zawgyiToUnicode(input: string): string;
    unicodeToZawgyi(input: string): string;
  }
}
