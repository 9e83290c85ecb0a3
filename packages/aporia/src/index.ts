export { classifyAporia } from './classify-aporia';
export type { ClassifyAporiaInput } from './classify-aporia';
export type { AporiaClassification, AporiaSubject } from './aporia-classification';
export { renderAporiaMessage, localize } from './render-aporia-message';
export type { AporiaHowTo } from './render-aporia-message';
export { logAporia } from './log-aporia';
