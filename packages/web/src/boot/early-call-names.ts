// The calls home starts with, which the page sends before the app has run (boot/early-calls.ts): both
// with an empty body. Apart, so the build can give the page's script these calls' routes alone.

export const earlyCallNames = ['userDetails', 'homePage'] as const;
