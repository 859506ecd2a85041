// subset-font and fontkit ship no types; these cover what tooling/fonts uses.
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options: {
      targetFormat: 'woff2';
      variationAxes?: Record<string, number>;
      keepFeatures?: string[];
    },
  ): Promise<Buffer>;
}

declare module 'fontkit' {
  export function create(buffer: Buffer): {
    characterSet: number[];
    hasGlyphForCodePoint(codePoint: number): boolean;
    glyphsForString(text: string): { advanceWidth: number }[];
    unitsPerEm: number;
    ascent: number;
    descent: number;
    lineGap: number;
  };
}
