/**
 * The executors that hand what they are given to the configured model (the fast tier): `describe_entries`
 * summarises entries with it. When that model is outside the machine (`remoteModelEndpoint`), such a step whose
 * arguments carry what an earlier step read sends it there, so it needs consent naming the endpoint (the taint rule,
 * `nous` `contentLeaves`). Fillers are not listed: they are asked with the user's request and the planner's
 * question, never with step outputs. An executor added later that calls the model must be listed here.
 */
export const toolsReadingWithModel: ReadonlySet<string> = new Set(['describe_entries']);
