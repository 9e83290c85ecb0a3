import { createCreateReminders } from '../executors/create_reminders/create-reminders';
import { createDescribeEntries } from '../executors/describe_entries/describe-entries';
import { createFindFiles } from '../executors/find_files/find-files';
import { createFindMessages } from '../executors/find_messages/find-messages';
import { createGetDate } from '../executors/get_date/get-date';
import { createGetLocation } from '../executors/get_location/get-location';
import { createGetNow } from '../executors/get_now/get-now';
import { createGetUrls } from '../executors/get_urls/get-urls';
import { createMoveFiles } from '../executors/move_files/move-files';
import { createMoveMessages } from '../executors/move_messages/move-messages';
import { createReadFiles } from '../executors/read_files/read-files';
import { createRequestNewExecutor } from '../executors/request_new_executor/request-new-executor';
import { createSendMessages } from '../executors/send_messages/send-messages';
import { createUndoLastTurn } from '../executors/undo_last_turn/undo-last-turn';
import type { ExecutorFactory } from '../executor-support/executor-environment';

/** The implementation of every executor folder, by tool name (the folder's `manifest.toml` name). */
export const executorFactories: Readonly<Record<string, ExecutorFactory>> = {
  get_now: createGetNow,
  get_date: createGetDate,
  get_location: createGetLocation,
  find_files: createFindFiles,
  read_files: createReadFiles,
  move_files: createMoveFiles,
  get_urls: createGetUrls,
  describe_entries: createDescribeEntries,
  send_messages: createSendMessages,
  find_messages: createFindMessages,
  move_messages: createMoveMessages,
  create_reminders: createCreateReminders,
  undo_last_turn: createUndoLastTurn,
  request_new_executor: createRequestNewExecutor,
};
