import type { ToolReplyRenderer } from './tool-reply-renderer';
import { textOf } from './read-entries';

/** get_now: the local time, in the zone the executor read it in ("what time is it" asks for nothing more). */
export const renderGetNowReply: ToolReplyRenderer = ({ output }, format) => format.fill(format.messages.dates.now, { time: textOf(output, 'time') });
