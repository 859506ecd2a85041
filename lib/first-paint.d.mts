export const BEFORE_PAINT_ATTRIBUTE: string;
export const FIRST_PAINT_SCRIPT: string;
export const FONTS_SEEN_KEY: string;
