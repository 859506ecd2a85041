/**
 * A link function's answer as the link's page names it: the database's 'unknown' (no such link, or
 * its request was erased) is 'invalid', as a link whose signature is wrong: either way it opens nothing.
 */
export const linkAnswer = <T extends string>(answer: T | 'unknown'): Exclude<T, 'unknown'> | 'invalid' =>
  answer === 'unknown' ? 'invalid' : (answer as Exclude<T, 'unknown'>);
