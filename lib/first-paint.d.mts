export const BEFORE_PAINT_ATTRIBUTE: string;
export const FIRST_PAINT_SCRIPT: string;
