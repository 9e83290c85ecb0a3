let cached: { tz: string | undefined; zone: string } | undefined;

/**
 * The IANA zone of the machine (what `Intl` uses when no zone is given), e.g. `Europe/Rome`; `UTC` when unknown.
 * Resolved once per value of `process.env.TZ` (Node re-reads the default zone only when `TZ` is assigned), since
 * building an `Intl.DateTimeFormat` to ask costs tens of microseconds a turn.
 */
export function systemTimeZone(): string {
  const tz = process.env['TZ'];
  if (cached === undefined || cached.tz !== tz) cached = { tz, zone: new Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC' };
  return cached.zone;
}
