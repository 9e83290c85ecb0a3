export { createSkillLayer } from './create-skill-layer';
export { createSingleStepLayer } from './create-single-step-layer';
export { createPlannerLayer } from './create-planner-layer';
