/**
 * Tool-name provider suffix → the names in a request that mention the provider (brand names, the same in every
 * language; `@metnos/tool-grammar` keeps a `*<suffix>` tool only when the request has one).
 */
export const providerMarkers: Readonly<Record<string, readonly string[]>> = {
  _google_workspace: ['google', 'gmail', 'gdrive', 'google drive', 'drive', 'google docs', 'google calendar', 'gcal', 'workspace'],
  _notion: ['notion', 'notion.so'],
  _microsoft_365: ['microsoft', 'outlook', 'onedrive', 'office 365', 'microsoft 365', 'teams'],
};
