export { bindSkillTemplate } from './bind-skill-template';
export { replaySkillTemplate } from './replay-skill-template';
export type { ReplayedSkill } from './replay-skill-template';
export { fitsSiblingSkill } from './fits-sibling-skill';
