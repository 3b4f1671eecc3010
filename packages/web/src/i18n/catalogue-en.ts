// The shared catalogue in English (server and form messages): a chunk apart from the app's words
// (words.ts), which the first screen does not wait for.
export { messagesEn as catalogue } from '@fair28/shared/protocol';
