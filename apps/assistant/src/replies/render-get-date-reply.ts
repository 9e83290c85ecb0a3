import type { ToolReplyRenderer } from './tool-reply-renderer';
import { textOf } from './read-entries';

/** get_date: "Tomorrow is Sunday 29 November 2026", the day relative to today and its weekday and date. */
export const renderGetDateReply: ToolReplyRenderer = ({ output }, format) => {
  const { dates } = format.messages;
  const offset = typeof output.offset_days === 'number' ? output.offset_days : 0;
  const template = offset === 0 ? dates.today : offset === 1 ? dates.next : offset === -1 ? dates.previous : offset > 0 ? dates.later : dates.earlier;
  return format.fill(template, { when: format.relativeDays(offset), day: format.day(textOf(output, 'date')) });
};
