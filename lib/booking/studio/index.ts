/**
 * What the Studio's Requests tool (studio/requests) takes from the booking module, client-safe:
 * the Requests API's contract, the request's types, links to call the visitor, and the role that
 * may see requests. The API's server half is lib/booking/server.ts.
 */
export * from './contract';
export { ADMINISTRATOR_ROLE } from './auth/roles';
export { telHref, whatsappHref } from './contact-links';
export { lisbonDayTime } from '../lisbon-time';
export type { StoredEstimate } from '../estimate';
export type {
  AppointmentInput,
  AppointmentSlot,
  InboxAppointment,
  InboxMail,
  InboxPage,
  InboxRow,
  StatusChange,
} from '../inbox/types';
