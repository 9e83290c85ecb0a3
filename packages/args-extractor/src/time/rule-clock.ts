/** The clock the date and window rules read: an instant and the IANA zone in which "today" is meant. */
export interface RuleClock {
  now: Date;
  timeZone: string;
}
