/** The garage's wall clock: an instant as Lisbon shows it, whatever the clocks did that day. */

// Built once: constructing a time-zone formatter loads ICU zone data.
let lisbonParts: Intl.DateTimeFormat | undefined;

/** An instant's Lisbon day (YYYY-MM-DD) and time (HH:MM, 24-hour); RangeError for no instant. */
export function lisbonDayTime(instant: Date | string): { day: string; time: string } {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a point in time: ${String(instant)}`);
  lisbonParts ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Lisbon',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = Object.fromEntries(lisbonParts.formatToParts(date).map((part) => [part.type, part.value] as const));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}
