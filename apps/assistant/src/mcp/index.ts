export { loadMcpExecutors, type McpExecutors, type LoadMcpExecutorsOptions } from './load-mcp-executors';
export { formatMcpImportReport } from './format-mcp-import-report';
export type { McpImportReport } from './mcp-import-report';
export { checkVerbObjectShape } from './check-verb-object-shape';
export type { ToolNameChecker, ToolNameVerdict } from './tool-name-checker';
export { mapMcpToolName, type McpToolNameMapping } from './map-mcp-tool-name';
export { mapMcpAnnotationsToEffects, type McpToolAnnotations } from './map-mcp-annotations-to-effects';
export { McpServerError } from './mcp-server-error';
