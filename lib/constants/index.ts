/**
 * Every number and fixed value of the product spec, once, named for what it means, by kind.
 * Code, schemas, seeds and tests read them from here (`@/lib/constants`); never repeat the literal.
 */
export * from './i18n.ts';
export * from './business.ts';
export * from './content.ts';
export * from './ui.ts';
export * from './booking.ts';
export * from './database.ts';
