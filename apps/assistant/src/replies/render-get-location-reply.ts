import type { ToolReplyRenderer } from './tool-reply-renderer';
import { textOf } from './read-entries';

/** get_location: where the user said they are. */
export const renderGetLocationReply: ToolReplyRenderer = ({ output }, format) => format.fill(format.messages.location.here, { place: textOf(output, 'label') || textOf(output, 'location') });
