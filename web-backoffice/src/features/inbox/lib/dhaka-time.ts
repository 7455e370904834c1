/** A `datetime-local` value read as Dhaka time (UTC+6 all year), as an ISO instant; empty stays empty. */
export function dhakaLocalToIso(local: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return undefined;
  const at = new Date(`${local}:00+06:00`);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
}
