/// <reference types="vite/client" />

/** The player app's version, from packages/web/package.json. */
declare const __APP_VERSION__: string;
