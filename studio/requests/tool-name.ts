/** The Requests tool's name: its path in the Studio (/studio/requests) and its title's key in the catalogs. */
export const REQUESTS_TOOL_NAME = 'requests';
