/** Sanity's project role for the people who manage the project: the owner, not the translator (an editor). */
export const ADMINISTRATOR_ROLE = 'administrator';
