import type { ToolResult } from '@metnos/core';
import type { ReplyFormat } from './create-reply-format';

/** What a tool's reply is worded from: the arguments it ran with and its result. */
export interface RenderedStep {
  args: Record<string, unknown>;
  output: ToolResult;
}

/** Words one tool's result as a sentence with the values that matter, in the format's language. */
export type ToolReplyRenderer = (step: RenderedStep, format: ReplyFormat) => string;
