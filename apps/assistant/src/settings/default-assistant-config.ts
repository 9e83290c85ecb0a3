import { defaultConfig } from '@metnos/core';
import type { AssistantConfig } from './assistant-config';
import { assistantConfigSpec } from './assistant-config-spec';

/** A fresh copy of the documented defaults of every section the assistant reads (the libraries' and its own). */
export function defaultAssistantConfig(): AssistantConfig {
  return defaultConfig(assistantConfigSpec);
}
