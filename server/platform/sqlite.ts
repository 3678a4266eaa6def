import type BetterSqlite3 from 'better-sqlite3';

/*
 * better-sqlite3, as the running Node.js needs it. Version 13 (Node-API, prebuilt in its package) is
 * the one for the supported runtimes, Node 22 and 24 LTS: version 12 wraps its objects in Node's own
 * ObjectWrap, and from Node 24.19 a statement collected by a garbage collection outside JavaScript
 * aborts the whole process (SIGABRT in RemoveEnvironmentCleanupHook; nodejs/node#65446). Version 13
 * crashes on Node 20, which development machines here still run, so they get 12 under the alias
 * better-sqlite3-node20. Both have the same API and types.
 */
/** The package this Node.js loads (a child process of the same Node.js loads it by this name). */
export const SQLITE_PACKAGE = Number(process.versions.node.split('.')[0]) >= 22 ? 'better-sqlite3' : 'better-sqlite3-node20';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- chosen at run time by the Node.js version
const SQLite = require(SQLITE_PACKAGE) as typeof BetterSqlite3;

// SQLite.Database, as the type of an open database, like the package's own default export offers.
// eslint-disable-next-line @typescript-eslint/no-namespace
declare namespace SQLite {
  type Database = BetterSqlite3.Database;
}

export default SQLite;
