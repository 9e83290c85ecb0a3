/** The local calendar day of `instant` as YYYY-MM-DD (what system_active_days counts). */
export function localDay(instant: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`;
}
