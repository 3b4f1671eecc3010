// Runs once before the server suites; per-file databases are made by test/database.ts.
export function setup(): void {}
