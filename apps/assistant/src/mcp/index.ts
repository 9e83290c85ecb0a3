export { loadMcpExecutors, type McpExecutors, type LoadMcpExecutorsOptions } from './load-mcp-executors';
export { formatMcpImportReport, type McpImportReport } from './mcp-import-report';
export { checkVerbObjectShape, type ToolNameChecker, type ToolNameVerdict } from './tool-name-checker';
export { mapMcpToolName, type McpToolNameMapping } from './map-mcp-tool-name';
export { mapMcpAnnotationsToEffects, type McpToolAnnotations } from './map-mcp-annotations-to-effects';
export { McpServerError } from './mcp-server-error';
