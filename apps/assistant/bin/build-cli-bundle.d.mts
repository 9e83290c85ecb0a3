/** apps/assistant */
export declare const appDirectory: string;
/** The latest build when it is complete and none of its source files changed since; otherwise undefined. */
export declare function findFreshBuild(): { entry: string } | undefined;
/** Bundles src/cli.ts into dist/<id>/ and points dist/current.json at it. */
export declare function buildCliBundle(): Promise<{ entry: string; directory: string; ms: number }>;
