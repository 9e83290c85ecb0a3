// `@metnos/core/internal`: what sibling @metnos packages build on and a stranger should not. No semver promise: any
// name here may change or go in any release. Platform-neutral, like the main entry.
export { parseJson, type ParseJsonResult } from './parse-json';
