import { createReplyFormat, type ReplyContext } from './create-reply-format';
import { renderCreateRemindersReply } from './render-create-reminders-reply';
import { renderDescribeEntriesReply } from './render-describe-entries-reply';
import { renderFindFilesReply } from './render-find-files-reply';
import { renderFindMessagesReply } from './render-find-messages-reply';
import { renderGenericReply } from './render-generic-reply';
import { renderGetDateReply } from './render-get-date-reply';
import { renderGetLocationReply } from './render-get-location-reply';
import { renderGetNowReply } from './render-get-now-reply';
import { renderGetUrlsReply } from './render-get-urls-reply';
import { renderMoveFilesReply } from './render-move-files-reply';
import { renderMoveMessagesReply } from './render-move-messages-reply';
import { renderReadFilesReply } from './render-read-files-reply';
import { renderRequestNewExecutorReply } from './render-request-new-executor-reply';
import { renderSendMessagesReply } from './render-send-messages-reply';
import { renderUndoLastTurnReply } from './render-undo-last-turn-reply';
import type { RenderedStep, ToolReplyRenderer } from './tool-reply-renderer';

/** The reply renderer of each built-in tool. */
const renderers: Record<string, ToolReplyRenderer> = {
  create_reminders: renderCreateRemindersReply,
  describe_entries: renderDescribeEntriesReply,
  find_files: renderFindFilesReply,
  find_messages: renderFindMessagesReply,
  get_date: renderGetDateReply,
  get_location: renderGetLocationReply,
  get_now: renderGetNowReply,
  get_urls: renderGetUrlsReply,
  move_files: renderMoveFilesReply,
  move_messages: renderMoveMessagesReply,
  read_files: renderReadFilesReply,
  request_new_executor: renderRequestNewExecutorReply,
  send_messages: renderSendMessagesReply,
  undo_last_turn: renderUndoLastTurnReply,
};

/**
 * The reply to a step that ran without a plan's final message (L0/L1 replays, single-step plans, skills learned
 * from them): the tool's own renderer in the request's language, or the generic one for tools without one.
 */
export function renderToolReply(tool: string, step: RenderedStep, context: ReplyContext): string {
  return (renderers[tool] ?? renderGenericReply)(step, createReplyFormat(context));
}

/** Whether `tool` has a renderer of its own. */
export function hasToolReplyRenderer(tool: string): boolean {
  return tool in renderers;
}
