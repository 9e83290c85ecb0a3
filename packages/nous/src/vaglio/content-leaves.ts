import type { ToolEffect, ToolManifest } from '@metnos/core';

/** An earlier step whose output flows into a step's arguments. */
export interface ContentSource {
  index: number;
  tool: string;
}

/**
 * The model endpoint a tool hands its input to when that endpoint is outside the machine (a hosted
 * OpenAI-compatible server), or `undefined` when the tool calls no model, the model is local (loopback,
 * in-process) or the user allowed content to reach that model. The assistant decides it from `[llm]`.
 */
export type ModelEndpointOf = (manifest: ToolManifest) => string | undefined;

/** What leaves the machine when a step runs with content from earlier steps, and where it goes. */
export interface ContentLeaving {
  /** The effect that takes it out (`network`: a request to a host or a remote model). */
  effects: ToolEffect[];
  /** One line for the consent request: which steps' output goes where. */
  about: string;
}

function describeSources(sources: readonly ContentSource[]): string {
  return sources.map((source) => `step ${source.index}${source.tool === '' ? '' : ` (${source.tool})`}`).join(', ');
}

/**
 * The taint rule's judgement of one step: when its arguments carry what earlier steps returned (`sources`: a file's
 * text, a mail, a page, any step output) and the step takes its input outside the machine — a `network` effect (a
 * fetch: the URL itself carries the data to its host) or a remote model reading it (`modelEndpointOf`) — what
 * leaves and where; otherwise `undefined`. `send` is not judged here: it always needs consent
 * ({@link consentEffects}). Arguments written in the plan alone (the user's own words) do not count.
 */
export function contentLeaves(manifest: ToolManifest, sources: readonly ContentSource[], { modelEndpointOf }: { modelEndpointOf?: ModelEndpointOf | undefined } = {}): ContentLeaving | undefined {
  if (sources.length === 0) return undefined;
  const endpoint = modelEndpointOf?.(manifest);
  if (endpoint !== undefined) return { effects: ['network'], about: `what ${describeSources(sources)} returned is sent to the model at ${endpoint}` };
  if (manifest.effects?.includes('network') === true) return { effects: ['network'], about: `what ${describeSources(sources)} returned leaves in the request to the addresses shown` };
  return undefined;
}
