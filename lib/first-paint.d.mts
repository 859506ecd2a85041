export const BEFORE_PAINT_ATTRIBUTE: string;
export const FALLBACK_FONTS_ATTRIBUTE: string;
export const FONTS_CACHED_KEY: string;
export const FONT_FAMILY_VARIABLES: { latin: string; cyrillic: string };
export const FIRST_PAINT_SCRIPT: string;
