/** The IANA zone of the machine (what `Intl` uses when no zone is given), e.g. `Europe/Rome`; `UTC` when unknown. */
export function systemTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
