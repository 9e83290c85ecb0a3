/**
 * What a tool does to the world, declared by its manifest; the confirmation rule derives from it, never from a
 * hand-kept list of tool names:
 * - `read`: reads the user's data (files, mail, location) and returns it;
 * - `write`: creates new data on this machine (a reminder, a new file);
 * - `overwrite`: may replace or move existing data (a file moved onto another name, a message moved);
 * - `delete`: removes data;
 * - `send`: sends data to someone or somewhere outside the machine (mail, a post, an upload);
 * - `network`: talks to other hosts (fetching a page), without sending the user's data.
 * `overwrite`, `delete` and `send` always need the user's informed consent.
 */
export type ToolEffect = 'read' | 'write' | 'overwrite' | 'delete' | 'send' | 'network';
