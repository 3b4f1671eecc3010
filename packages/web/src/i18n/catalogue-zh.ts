// The shared catalogue in Chinese: a chunk apart from the app's words (words.ts).
export { messagesZh as catalogue } from '@fair28/shared/protocol';
