// How a catalogue message takes its arguments, apart from the catalogue (messages.ts): the player app
// fills the messages of the words it loaded (one language) the same way.

/** A message's `{0}`, `{1}` … filled with `args`; a placeholder without an argument stays. */
export function fillMessage(template: string, args: ReadonlyArray<string | number>): string {
  return template.replace(/\{(\d+)\}/g, (whole, index: string) => String(args[Number(index)] ?? whole));
}
