export { createSkillLayer } from './create-skill-layer';
export { createPlannerLayer } from './create-planner-layer';
