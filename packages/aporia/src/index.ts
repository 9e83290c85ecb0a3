export { classifyAporia } from './classify-aporia';
export type { ClassifyAporiaInput } from './classify-aporia';
export type { AporiaClassification, AporiaLlmCause, AporiaSubject } from './aporia-classification';
export { renderAporiaMessage } from './render-aporia-message';
export { logAporia } from './log-aporia';
export { normaliseAporiaQuery } from './normalise-aporia-query';
