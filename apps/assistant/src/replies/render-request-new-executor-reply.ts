import type { ToolReplyRenderer } from './tool-reply-renderer';
import { textOf } from './read-entries';

/** request_new_executor: says the capability is missing and that the request was noted. */
export const renderRequestNewExecutorReply: ToolReplyRenderer = ({ args, output }, format) =>
  format.fill(format.messages.newExecutor.recorded, { description: textOf(output, 'description') || textOf(args, 'description') });
