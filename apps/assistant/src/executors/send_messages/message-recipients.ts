/** The recipients of a send_messages call: `to` as a list (or one string), blanks dropped, each trimmed. */
export function messageRecipients(args: Record<string, unknown>): string[] {
  return (Array.isArray(args.to) ? args.to : [args.to]).filter((value): value is string => typeof value === 'string' && value.trim() !== '').map((value) => value.trim());
}
