import type { ToolReplyRenderer } from './tool-reply-renderer';
import { textOf } from './read-entries';

/** describe_entries: its description is the reply. */
export const renderDescribeEntriesReply: ToolReplyRenderer = ({ output }, format) => textOf(output, 'description') || format.messages.generic.noResults;
