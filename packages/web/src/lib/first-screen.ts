// The moment the first screen is up (rendered, idle, no call on its way: app/router.tsx decides), which
// what the first screen does not need waits for: Toast and Dialog, home's animations, the call schemas.

let markUp: () => void = () => {};
let isUp = false;

/** Resolves once the first screen is up. */
export const firstScreenUp = new Promise<void>((resolve) => {
  markUp = resolve;
});

export function markFirstScreenUp(): void {
  isUp = true;
  markUp();
}

export function isFirstScreenUp(): boolean {
  return isUp;
}
