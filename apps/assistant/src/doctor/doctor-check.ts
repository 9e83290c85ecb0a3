/** How one `metnos doctor` check came out: fine, worth knowing, worth fixing, or broken. */
export type DoctorStatus = 'ok' | 'info' | 'warn' | 'fail';

/** What a check looked at. */
type DoctorSubject = 'config' | 'environment' | 'data_dir' | 'llm' | 'embedder' | 'smtp' | 'telegram';

/** One line of `metnos doctor`: what is fine, or what is wrong and what to do. */
export interface DoctorCheck {
  subject: DoctorSubject;
  status: DoctorStatus;
  /** The sentence, in the user's language, without the status mark. */
  text: string;
}
