// altcha's package maps `altcha/i18n/*` types to files it does not ship; the modules only register
// their translations.
declare module 'altcha/i18n/*';
