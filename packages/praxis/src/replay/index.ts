export { bindSkillTemplate } from './bind-skill-template';
export { replaySkillTemplate } from './replay-skill-template';
export type { ReplayedSkill } from './replay-skill-template';
export { fitsSiblingSkill } from './fits-sibling-skill';
// The @metnos/* types this entry's API uses, re-exported so that its users need not install those packages.
export type {
  BoundPart,
  BoundSlot,
  EmailRole,
  ExtractedKind,
  ExtractedValue,
  FrameBinding,
  FrameSlot,
  RequestFrame,
  SlotRole,
  TaughtSlot,
  TemporalAlternative,
  TemporalGrain,
  TextSpan,
  TimeWindow,
} from '@metnos/args-extractor';
